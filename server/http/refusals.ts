// Answers the server entry gives before any route runs (405, 413, 400), in the visitor's
// language: JSON shaped like tRPC's errors under /api/trpc, plain text elsewhere.
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { LOCALE_COOKIE, type Locale, baseLocale, isLocale } from '../../core/i18n/locales'
import * as m from '../../core/paraglide/messages'
import { readCookie } from '../../core/http/cookies'
import { assetCsp, withSecurityHeaders } from './security'
import { cachePolicy } from './cache-policy'

const messages = {
  405: m.http_method_not_allowed,
  413: m.http_body_too_large,
} as const

export type RefusalStatus = keyof typeof messages

const codes: Record<RefusalStatus, TRPC_ERROR_CODE_KEY> = {
  405: 'METHOD_NOT_SUPPORTED',
  413: 'PAYLOAD_TOO_LARGE',
}

/** The tRPC client's x-locale header, the path's locale prefix, the locale cookie, English. */
export function requestLocale(request: Request, url: URL | null): Locale {
  const header = request.headers.get('x-locale')
  if (isLocale(header)) return header
  const prefix = url?.pathname.split('/')[1]
  if (isLocale(prefix)) return prefix
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE)
  return isLocale(cookie) ? cookie : baseLocale
}

function urlOf(request: Request): URL | null {
  return URL.canParse(request.url) ? new URL(request.url) : null
}

/** tRPC's error shape, so the browser's client reads these like its own errors. */
export function trpcError(
  status: number,
  code: TRPC_ERROR_CODE_KEY,
  message: string,
  headers?: HeadersInit,
): Response {
  return Response.json(
    { error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status } } },
    { status, headers },
  )
}

export function refusal(
  status: RefusalStatus,
  request: Request,
  url: URL,
  headers: Record<string, string> = {},
): Response {
  const message = messages[status]({}, { locale: requestLocale(request, url) })
  const all = { 'cache-control': cachePolicy.private, ...headers }
  if (url.pathname.startsWith('/api/trpc')) return trpcError(status, codes[status], message, all)
  return new Response(`${message}\n`, {
    status,
    headers: { ...all, 'content-type': 'text/plain; charset=utf-8' },
  })
}

/**
 * The answer to a request that failed outside every route: 400 when its URL cannot be built
 * (a malformed Host header), else 500. Plain text in the visitor's language, no stack, the
 * security headers.
 */
export function failureResponse(error: unknown, request?: Request): Response {
  const badUrl = (error as { code?: unknown } | null)?.code === 'ERR_INVALID_URL'
  const locale = request ? requestLocale(request, badUrl ? null : urlOf(request)) : baseLocale
  const message = badUrl ? m.http_bad_request : m.http_internal_error
  const body = `${message({}, { locale })}\n`
  const response = new Response(body, {
    status: badUrl ? 400 : 500,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.private },
  })
  return withSecurityHeaders(response, assetCsp)
}

// Answers the server entry gives before any route runs (405, 413, 400), in the visitor's
// language: JSON shaped like tRPC's errors under /api/trpc, plain text elsewhere.
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { baseLocale } from '../../core/i18n/locales.ts'
import * as m from '../../core/paraglide/messages.js'
import { requestLocale } from './request-locale.ts'
import { assetCsp, withSecurityHeaders } from './security.ts'
import { cachePolicy } from './cache-policy.ts'

const messages = {
  405: m.http_method_not_allowed,
  413: m.http_body_too_large,
} as const

export type RefusalStatus = keyof typeof messages

const codes: Record<RefusalStatus, TRPC_ERROR_CODE_KEY> = {
  405: 'METHOD_NOT_SUPPORTED',
  413: 'PAYLOAD_TOO_LARGE',
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
  const message = messages[status]({}, { locale: requestLocale(request, { url }) })
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
  // A URL that cannot be built has no path to read a locale from.
  const locale = request ? requestLocale(request, badUrl ? { url: null } : {}) : baseLocale
  const message = badUrl ? m.http_bad_request : m.http_internal_error
  const body = `${message({}, { locale })}\n`
  const response = new Response(body, {
    status: badUrl ? 400 : 500,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.private },
  })
  return withSecurityHeaders(response, assetCsp)
}

import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { MAX_BATCH_CALLS } from '../../core/schemas/rpc-limits.ts'
import * as m from '../../core/paraglide/messages.js'
import { retryAfterSeconds } from '../errors.ts'
import { trpcError } from '../http/refusals.ts'
import { requestLocale } from '../http/request-locale.ts'
import { clientIp, sentByOtherSite } from '../http/request-info.ts'
import { errorFields, log } from '../ops/log.ts'
import { type FormRefusalReason, countFormRefusal } from '../ops/metrics.ts'
import { createContext } from './init.ts'
import { appRouter } from './root.ts'

/** How a form's refusal is counted in the metrics, by its tRPC code (server/errors.ts). */
const formRefusals: Partial<Record<string, FormRefusalReason>> = {
  BAD_REQUEST: 'validation',
  PARSE_ERROR: 'validation',
  TOO_MANY_REQUESTS: 'rate_limit',
  FORBIDDEN: 'bot_check',
  SERVICE_UNAVAILABLE: 'unavailable',
}

/** Mutations come from our own pages only, as JSON. */
function checkMutation(request: Request): Response | null {
  if (request.method !== 'POST') return null
  const locale = requestLocale(request)
  if (sentByOtherSite(request)) {
    return trpcError(403, 'FORBIDDEN', m.http_cross_site_refused({}, { locale }))
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return trpcError(415, 'UNSUPPORTED_MEDIA_TYPE', m.http_json_required({}, { locale }))
  }
  return null
}

/** More calls in one batch than the browser's link ever sends (tRPC's maxBatchSize, in the visitor's language). */
function checkBatch(request: Request): Response | null {
  const url = new URL(request.url)
  if (url.searchParams.get('batch') !== '1') return null
  let path = url.pathname
  try {
    path = decodeURIComponent(path) // as tRPC reads it: %2C separates calls too
  } catch {
    // tRPC answers a malformed path itself
  }
  const calls = path.split(',').length
  if (calls <= MAX_BATCH_CALLS) return null
  const locale = requestLocale(request, { url })
  return trpcError(400, 'BAD_REQUEST', m.http_batch_too_large({}, { locale }))
}

function rootMessage(error: Error): string {
  let e: unknown = error
  while (e instanceof Error && e.cause instanceof Error) e = e.cause
  return (e as Error).message
}

export async function handleTrpcRequest(request: Request): Promise<Response> {
  const refused = checkMutation(request) ?? checkBatch(request)
  if (refused) return refused
  const cookies: string[] = []
  return await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    // checkBatch answers first; tRPC's own check stays as the backstop.
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: () =>
      createContext({
        request,
        ip: clientIp(request),
        appendSetCookie: (cookie) => cookies.push(cookie),
      }),
    responseMeta: ({ errors }) => {
      const headers = new Headers()
      for (const cookie of cookies) headers.append('set-cookie', cookie)
      const wait = retryAfterSeconds(errors)
      if (wait !== null) headers.set('retry-after', String(wait))
      return { headers }
    },
    onError({ error, path }) {
      const refusal = path?.startsWith('forms.') ? formRefusals[error.code] : undefined
      if (refusal) countFormRefusal(refusal)
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        log.error(
          { procedure: path ?? null, err: errorFields(error.cause ?? error) },
          'trpc: procedure failed',
        )
      } else if (error.code === 'SERVICE_UNAVAILABLE') {
        // Expected while the database restarts: one line, not a stack per request.
        log.warn(
          { procedure: path ?? null, message: rootMessage(error) },
          'trpc: refused, database unavailable',
        )
      }
    },
  })
}

// One log line and one histogram sample per request. The line names the route template, never
// the URL (a slug, a query or a token is the visitor's): method, route, status, ms, page-cache
// state and the request id, which is also sent back as the `x-request-id` header.
import { randomUUID } from 'node:crypto'
import { env } from '../env.ts'
import { type RequestContext, currentRequest, errorFields, log, withRequestContext } from './log.ts'
import { countPageCache, observeRequest } from './metrics.ts'

// A proxy's own request id is kept (TRUST_PROXY) when it looks like one: no free text in logs.
const SAFE_ID = /^[A-Za-z0-9._-]{8,80}$/

function requestId(request: Request): string {
  const given = env().TRUST_PROXY ? request.headers.get('x-request-id') : null
  return given && SAFE_ID.test(given) ? given : randomUUID()
}

/** Names the route of the request being handled (a template such as `/community/posts/$slug`). */
export function setRoute(route: string): void {
  const context = currentRequest()
  if (context && !context.route) context.route = route
}

/** Handles a request inside its context, then logs and counts it. Nested calls pass through. */
export async function observe(request: Request, handle: () => Promise<Response>): Promise<Response> {
  if (currentRequest()) return handle()
  const context: RequestContext = { id: requestId(request) }
  const started = performance.now()
  return withRequestContext(context, async () => {
    let response: Response
    try {
      response = await handle()
    } catch (error) {
      log.error({ error: errorFields(error), route: context.route ?? 'unmatched' }, 'request failed')
      throw error
    }
    const ms = performance.now() - started
    const route = context.route ?? 'unmatched'
    const cache = response.headers.get('x-page-cache')
    try {
      response.headers.set('x-request-id', context.id)
    } catch {
      // Immutable headers (a fetched response): the log line still has the id.
    }
    observeRequest(request.method, route, response.status, ms / 1000)
    countPageCache(cache)
    log.info(
      {
        method: request.method,
        route,
        status: response.status,
        ms: Math.round(ms * 10) / 10,
        ...(cache ? { cache } : {}),
      },
      'request',
    )
    return response
  })
}

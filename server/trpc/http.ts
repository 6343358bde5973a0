import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { env } from '../env'
import { clientIp } from '../http/request-info'
import { createContext } from './init'
import { appRouter } from './root'

function refuse(status: number, message: string): Response {
  return Response.json({ error: { message, data: { httpStatus: status } } }, { status })
}

/** Mutations come from our own pages only, as JSON. */
function checkMutation(request: Request): Response | null {
  if (request.method !== 'POST') return null
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  if (
    site === 'cross-site' ||
    (origin && origin !== new URL(request.url).origin && origin !== siteOrigin())
  ) {
    return refuse(403, 'Cross-site request refused')
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return refuse(415, 'Content-Type must be application/json')
  return null
}

function rootMessage(error: Error): string {
  let e: unknown = error
  while (e instanceof Error && e.cause instanceof Error) e = e.cause
  return (e as Error).message
}

function siteOrigin(): string {
  return new URL(env().PUBLIC_SITE_URL).origin
}

export async function handleTrpcRequest(request: Request): Promise<Response> {
  const refused = checkMutation(request)
  if (refused) return refused
  const responseHeaders = new Headers()
  return await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: () =>
      createContext({
        request,
        ip: clientIp(request),
        appendSetCookie: (cookie) => responseHeaders.append('set-cookie', cookie),
      }),
    responseMeta: () => ({ headers: responseHeaders }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        console.error(`[trpc] ${path ?? '(unknown)'} failed:`, error.cause ?? error)
      } else if (error.code === 'SERVICE_UNAVAILABLE') {
        // Expected while the database restarts: one line, not a stack per request.
        console.warn(`[trpc] ${path ?? '(unknown)'} refused, database unavailable: ${rootMessage(error)}`)
      }
    },
  })
}

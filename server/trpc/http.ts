import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { clientIp } from '../http/request-info'
import { createContext } from './init'
import { appRouter } from './root'

export function handleTrpcRequest(request: Request): Promise<Response> {
  const responseHeaders = new Headers()
  return fetchRequestHandler({
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
      }
    },
  })
}

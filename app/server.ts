// Server entry, where TanStack Start looks for it: it builds Start's handler and a router over
// the route tree (both need app/), and hands every request to the HTTP pipeline in
// server/http/pipeline.ts. The contract with the server script is server/http/site-server.ts.
import { createRouter } from '@tanstack/react-router'
import { renderRouterToStream } from '@tanstack/react-router/ssr/server'
import {
  StartServer,
  createServerEntry,
  createStartHandler,
  defineHandlerCallback,
} from '@tanstack/react-start/server'
import { createElement } from 'react'
import { renderSignal } from '@server/http/client-closed'
import { createSiteServer } from '@server/http/site-server'
import localeStringsFiles from 'virtual:nestwell/locale-strings-files'
import { routeTree } from './routeTree.gen'

// Every page is read whole before it is sent (its CSP names its inline scripts' hashes), so
// every render waits for all of it, as TanStack renders for crawlers (it asks isbot): one
// document for browsers and crawlers, never a streamed fallback. The app still sees the real
// request (getRequest()); only the renderer's choice is made for all.
const WHOLE_DOCUMENT_USER_AGENT = 'Googlebot'
const handler = createServerEntry({
  fetch: createStartHandler(
    defineHandlerCallback(({ request, router, responseHeaders }) =>
      renderRouterToStream({
        request: new Request(request.url, {
          headers: { 'user-agent': WHOLE_DOCUMENT_USER_AGENT },
          signal: renderSignal(request.signal),
        }),
        router,
        responseHeaders,
        children: createElement(StartServer, { router }),
      }),
    ),
  ),
})

export default createSiteServer({
  render: (request) => handler.fetch(request),
  // Only matches paths, never loads a route: it needs no context.
  createRouter: () => createRouter({ routeTree, context: undefined as never }),
  // `vite dev` never calls ready(): the first request starts the mail sender there.
  dev: import.meta.env.DEV,
  localeStringsFiles,
})

import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { cspNonce } from '../server/http/request-info'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '../server/trpc/root'
import { shouldPrefetch } from './lib/prefetch'
import { deLocalizeUrl, localizeUrl } from './paraglide/runtime'
import { routeTree } from './routeTree.gen'
import { makeTrpcClient } from './trpc/client'

// Scripts the server writes into the page carry this response's CSP nonce.
const requestNonce = createIsomorphicFn()
  .server(() => cspNonce())
  .client(() => undefined)

// Created per request on the server: a module-level cache would leak one visitor's data
// into another's page.
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  })
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: makeTrpcClient(), queryClient })
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    scrollRestoration: true,
    defaultPreload: shouldPrefetch() ? 'viewport' : false,
    defaultPreloadStaleTime: 0,
    notFoundMode: 'root',
    ssr: { nonce: requestNonce() },
    rewrite: {
      input: ({ url }) => deLocalizeUrl(url),
      output: ({ url }) => localizeUrl(url),
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

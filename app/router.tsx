import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { declareContentKeys } from '@server/cache/surrogate-keys'
import { publicPath } from '@server/http/request-info'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { type AppRouter, appRouter } from '@server/trpc/root'
import { createSsrContext } from '@server/trpc/ssr'
import { installBuildUpdates } from './lib/build-update'
import { installChunkRecovery } from './lib/chunk-recovery'
import { watchClientNavigations } from './lib/first-load'
import type { ContentKey } from '@core/cache/content-keys'
import { rememberedHref } from '@core/i18n/localized-href'
import { installPrefetchPolicy } from './lib/prefetch'
import { detectRegion } from './lib/region'
import { scrollRestorationAfterHydration } from './lib/scroll-restoration'
import { deLocalizeUrl, localizeUrl } from '@core/paraglide/runtime'
import { currentLocale } from '@core/i18n/current-locale'
import { routeTree } from './routeTree.gen'
import { browserTrpcProxy } from './trpc/browser-proxy'

/** Names what the page shows for its Surrogate-Key header (server only; decision 031). */
const contentKeys = createIsomorphicFn()
  .server((...keys: ContentKey[]) => declareContentKeys(...keys))
  .client((..._keys: ContentKey[]) => {})

/** The path as the visitor typed it, locale prefix included. */
const visitedPath = createIsomorphicFn()
  .server(() => publicPath() ?? new URL(getRequestUrl()).pathname)
  .client(() => window.location.pathname)

// Every link's href goes through Paraglide's URLPattern matching, a third of a server render:
// the router's rewrites share the remembered answers of localizedHref.
function remembered(kind: 'in' | 'out', rewrite: (url: URL) => URL) {
  return ({ url }: { url: URL }) => {
    const key = `${kind}|${kind === 'out' ? currentLocale() : ''}|${url.href}`
    return new URL(rememberedHref(key, () => rewrite(url).href))
  }
}
const rewrite = {
  input: remembered('in', (url) => deLocalizeUrl(url)),
  output: remembered('out', (url) => localizeUrl(url)),
}

// While the server renders, procedures are called directly (no client, link or
// serialization); the browser calls them over HTTP, with a proxy that loads the client then.
const makeTrpc = createIsomorphicFn()
  .server((queryClient: QueryClient) =>
    createTRPCOptionsProxy<AppRouter>({ router: appRouter, ctx: createSsrContext, queryClient }),
  )
  .client((queryClient: QueryClient) => browserTrpcProxy(queryClient))

// Created per request on the server: a module-level cache would leak one visitor's data
// into another's page.
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  })
  const trpc = makeTrpc(queryClient)
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc, visitedPath, contentKeys },
    scrollRestoration: scrollRestorationAfterHydration(),
    // Visible links prefetch; installPrefetchPolicy() asks the connection at each prefetch.
    defaultPreload: 'viewport',
    defaultPreloadStaleTime: 0,
    notFoundMode: 'root',
    rewrite,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  if (typeof window !== 'undefined') {
    // Browser only, before hydration: a chunk failing during hydration must already be caught.
    installChunkRecovery(router)
    installPrefetchPolicy(router)
    installBuildUpdates(router)
    watchClientNavigations(router)
    detectRegion(() => queryClient.fetchQuery(trpc.regions.current.queryOptions(undefined, { staleTime: 0 })))
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

import { type AnyRouter, createRouter, rootRouteId } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { declareContentKeys } from '@server/cache/surrogate-keys'
import { publicPath } from '@server/http/request-info'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { type AppRouter, appRouter } from '@server/trpc/root'
import { createSsrContext } from '@server/trpc/ssr'
import { installBuildUpdates } from './lib/build-update'
import { installChunkRecovery, recoverFromChunkError } from './lib/chunk-recovery'
import { watchClientNavigations } from './lib/first-load'
import type { ContentKey } from '@core/cache/content-keys'
import { rememberedHref } from '@core/i18n/localized-href'
import { installPrefetchPolicy } from './lib/prefetch'
import { detectRegion } from './lib/region'
import { scrollRestorationAfterHydration } from './lib/scroll-restoration'
import { deLocalizeUrl, localizeUrl } from '@core/paraglide/runtime'
import { currentLocale } from '@core/i18n/current-locale'
import { routeTree } from './routeTree.gen'
import { browserQueryClient, serverQueryClientSource } from './lib/page-queries'
import { connectQueryClient, newQueryClient } from './lib/query-client'
import { type QueryOnce, browserTrpcProxy, procedureOf, queryOnce } from './trpc/browser-proxy'
import type { SiteConfig } from './trpc/client'

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

// While the server renders, procedures are called directly (no client, link or serialization)
// into a query client per request. The browser calls them over HTTP, with a proxy that loads the
// HTTP client then, and gets a query client only for a page that needs one (lib/page-queries).
// The site's settings and the download QR code are no queries: pages read them from the root's
// and the home page's loader data.
const pageData = createIsomorphicFn()
  .server(() => {
    const queryClient = newQueryClient()
    const caller = appRouter.createCaller(createSsrContext)
    // In-process, as the query cache's own calls are, but kept out of the cache the page carries.
    const fetchOnce: QueryOnce = (options) => {
      const { path, input } = procedureOf(options)
      const procedure = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller)
      return (procedure as (input: unknown) => Promise<never>)(input)
    }
    return {
      fetchOnce,
      loaderClient: queryClient,
      source: serverQueryClientSource(queryClient),
      trpc: createTRPCOptionsProxy<AppRouter>({ router: appRouter, ctx: createSsrContext, queryClient }),
      siteConfig: () => caller.site.config(),
      attach: (router: AnyRouter) => connectQueryClient(router, queryClient),
    }
  })
  .client(() => {
    let router: AnyRouter | undefined
    const queries = browserQueryClient(async () => {
      const runtime = await import('./lib/query-client')
      const queryClient = runtime.newQueryClient()
      if (router) {
        // The integration wraps the router's hydrate: the query one replaces the one below.
        router.options.hydrate = undefined
        runtime.connectQueryClient(router, queryClient)
      }
      queryClient.mount()
      return queryClient
    })
    const trpc = browserTrpcProxy()
    return {
      fetchOnce: queryOnce,
      loaderClient: queries.loaderClient,
      source: queries.source,
      trpc,
      siteConfig: async (): Promise<SiteConfig> =>
        (router?.state.matches.find((match) => match.routeId === rootRouteId)?.loaderData as
          | SiteConfig
          | undefined) ?? queryOnce(trpc.site.config.queryOptions()),
      attach(created: AnyRouter) {
        router = created
        // Before the first render: a page whose server data holds queries loads the client now.
        created.options.hydrate = async (dehydrated: { query?: { initial?: unknown[] } }) => {
          if (!dehydrated?.query?.initial?.length) return
          try {
            await queries.ensureClient()
          } catch (error) {
            // Its chunk failed: the page reloads (lib/chunk-recovery), and hydration waits for that
            // instead of failing with an uncaught error.
            if (recoverFromChunkError(error)) return new Promise<never>(() => {})
            throw error
          }
          await created.options.hydrate?.(dehydrated)
        }
      },
    }
  })

// Created per request on the server: a module-level cache would leak one visitor's data
// into another's page.
export function getRouter() {
  const { loaderClient, source, fetchOnce, trpc, siteConfig, attach } = pageData()
  const router = createRouter({
    routeTree,
    context: {
      queryClient: loaderClient,
      queryClientSource: source,
      fetchOnce,
      trpc,
      siteConfig,
      visitedPath,
      contentKeys,
    },
    scrollRestoration: scrollRestorationAfterHydration(),
    // Visible links prefetch; installPrefetchPolicy() asks the connection at each prefetch.
    defaultPreload: 'viewport',
    defaultPreloadStaleTime: 0,
    notFoundMode: 'root',
    rewrite,
  })
  attach(router)
  if (typeof window !== 'undefined') {
    // Browser only, before hydration: a chunk failing during hydration must already be caught.
    installChunkRecovery(router)
    installPrefetchPolicy(router)
    installBuildUpdates(router)
    watchClientNavigations(router)
    detectRegion(() => queryOnce(trpc.regions.current.queryOptions()))
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

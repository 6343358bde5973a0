import { type AnyRouter, createRouter, rootRouteId } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { declareContentKeys } from '@server/cache/surrogate-keys'
import { publicPath } from '@server/http/request-info'
import { appRouter } from '@server/trpc/root'
import { createSsrContext } from '@server/trpc/ssr'
import { installBuildUpdates } from './lib/build-update'
import { installChunkRecovery } from './lib/chunk-recovery'
import { watchClientNavigations } from './lib/first-load'
import { focusHeadingAfterNavigation } from './lib/navigation-focus'
import type { ContentKey } from '@core/cache/content-keys'
import { rememberedHref } from '@core/i18n/localized-href'
import { installPrefetchPolicy } from './lib/prefetch'
import { detectRegion } from './lib/region'
import { scrollRestorationAfterHydration } from './lib/scroll-restoration'
import { deLocalizeUrl, localizeUrl } from '@core/paraglide/runtime'
import { currentLocale } from '@core/i18n/current-locale'
import { routeTree } from './routeTree.gen'
import {
  type QueryOnce,
  browserTrpcProxy,
  freshQueryOnce,
  procedureOf,
  queryOnce,
} from './trpc/browser-proxy'
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

// While the server renders, procedures are called directly (no client, link or serialization).
// The browser calls them over HTTP, with a proxy that loads the HTTP client then, and holds an
// answer for its query's fresh time. Either way a loader returns its data itself: no query cache,
// nothing dehydrated but the loaders' data (decision 051).
const pageData = createIsomorphicFn()
  .server(() => {
    const caller = appRouter.createCaller(createSsrContext)
    const fetchOnce: QueryOnce = (options) => {
      const { path, input } = procedureOf(options)
      const procedure = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller)
      return (procedure as (input: unknown) => Promise<never>)(input)
    }
    return { fetchOnce, trpc: browserTrpcProxy(), siteConfig: () => caller.site.config(), attach: () => {} }
  })
  .client(() => {
    let router: AnyRouter | undefined
    const trpc = browserTrpcProxy()
    return {
      fetchOnce: freshQueryOnce,
      trpc,
      siteConfig: async (): Promise<SiteConfig> =>
        (router?.state.matches.find((match) => match.routeId === rootRouteId)?.loaderData as
          | SiteConfig
          | undefined) ?? queryOnce(trpc.site.config.queryOptions()),
      attach(created: AnyRouter) {
        router = created
      },
    }
  })

// Created per request on the server: a module-level cache would leak one visitor's data
// into another's page.
export function getRouter() {
  const { fetchOnce, trpc, siteConfig, attach } = pageData()
  const router = createRouter({
    routeTree,
    context: {
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
    focusHeadingAfterNavigation(router)
    detectRegion(() => queryOnce(trpc.regions.current.queryOptions()))
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

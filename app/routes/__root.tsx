import {
  HeadContent,
  Outlet,
  ScriptOnce,
  Scripts,
  createRootRouteWithContext,
  useRouterState,
} from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { load, visible } from '@tanstack/react-start/hydration'
import { type ReactNode, createContext, memo, useContext } from 'react'
import type { SiteConfig, Trpc } from '~/trpc/client'
import type { QueryOnce } from '~/trpc/browser-proxy'
import { NotFoundPage } from '~/components/layout/ErrorPage'
import { Footer } from '~/components/layout/Footer'
import { Header } from '~/components/layout/Header'
import { renderingForCrawler } from '~/lib/crawler'
import { useDeferredMarker } from '~/lib/deferred-marker'
import { useFirstLoad } from '~/lib/first-load'
import { useSiteConfig } from '~/lib/use-site'
import { visitorStateScript } from '~/lib/visitor-state'
import { Analytics } from '~/components/platform/Analytics'
import { ConsentBanner } from '~/components/platform/ConsentBanner'
import { RootError } from '~/components/platform/RootError'
import type { ContentKey } from '@core/cache/content-keys'
import { languageTags, textDirection } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import '~/styles.css'

export interface RouterContext {
  /** A procedure's data, which the loader returns itself (held in the browser for its fresh time). */
  fetchOnce: QueryOnce
  trpc: Trpc
  /** The site's public settings: read on the server, the root's loader data in the browser. */
  siteConfig: () => Promise<SiteConfig>
  /** The path as the visitor typed it, locale prefix included (the server entry knows it). */
  visitedPath: () => string
  /** Names what the page shows, for its Surrogate-Key header (server only; data reads name theirs). */
  contentKeys: (...keys: ContentKey[]) => void
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context }) => {
    context.contentKeys(`locale:${currentLocale()}`)
    // Nothing per visitor here: the region's contacts are decided in the browser (lib/region.ts).
    // Every page's header and footer read it (lib/use-site.ts).
    return context.siteConfig()
  },
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#7c3aed' },
      // The default; a page's own description replaces it (the deepest route's meta wins).
      {
        name: 'description',
        content: m.home_site_description({ siteName: loaderData?.siteName ?? 'Nestwell' }),
      },
    ],
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: () => (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  ),
  errorComponent: ({ error }) => (
    <SiteLayout>
      <RootError error={error} />
    </SiteLayout>
  ),
})

function RootDocument({ children }: { children: ReactNode }) {
  const tag = languageTags[currentLocale()]
  // The one answer that differs by User-Agent: an error screen (500, never cached), which
  // crawlers do not get (spec: only logged). Every page a cache keeps is the same for all.
  const failed = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error'),
  })
  const crawlerError = failed && renderingForCrawler()
  return (
    // The head script adds the visitor's attributes before hydration: React leaves them.
    <html
      lang={tag}
      dir={textDirection(tag)}
      data-crawler={crawlerError ? 'true' : undefined}
      suppressHydrationWarning
    >
      <head>
        <ScriptOnce>{visitorStateScript()}</ScriptOnce>
        {/* Without JavaScript, what only JavaScript can work is hidden (the same bytes for all). */}
        <noscript>
          <style>{'[data-needs-js]{display:none!important}'}</style>
        </noscript>
        <HeadContent />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}

// Error and not-found screens wrap themselves in the layout, and are sometimes rendered
// inside the root component that already has it: the inner one then adds nothing.
const InsideLayout = createContext(false)

// On a first load the footer hydrates (and loads its code) when it nears the viewport; a click
// on "Cookie settings" before then is kept and replayed (useDeferredMarker). memo: a
// navigation re-rendering the layout must not reach a boundary that has not hydrated yet.
const DeferredFooter = memo(function DeferredFooter() {
  const firstLoad = useFirstLoad()
  const deferred = useDeferredMarker()
  return (
    <div {...deferred.marker}>
      <Hydrate when={firstLoad ? visible() : load()} onHydrated={deferred.onHydrated}>
        <Footer />
      </Hydrate>
    </div>
  )
})

export function SiteLayout({ children }: { children: ReactNode }) {
  const analytics = useSiteConfig().gtmId !== ''
  if (useContext(InsideLayout)) return children
  return (
    <InsideLayout.Provider value={true}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-70 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {m.skip_to_content()}
        </a>
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <DeferredFooter />
        {/* No tag manager configured: nothing to ask consent for (decision 036). */}
        {analytics && <ConsentBanner />}
        {analytics && <Analytics />}
      </div>
    </InsideLayout.Provider>
  )
}

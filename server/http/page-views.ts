// What counts as a page view (decision 040): a 200 HTML page answered to a visitor's GET, named by
// its route template and the locale of its URL. Decided once, in the server entry, from the
// request already made: the user agent is read to leave crawlers out and is not kept; nothing of
// the address, cookies, referrer or query is read at all.
import { isCrawler } from '../../core/http/bots.ts'
import { baseLocale } from '../../core/i18n/locales.ts'
import { pathLocale } from './request-locale.ts'
import { countPageViewMetric } from '../ops/metrics.ts'
import { tallyPageView } from '../ops/page-views.ts'

/** The label of a page answer whose route template is not among the known pages. */
export const OTHER_ROUTE = 'other'

let pageRoutes = new Set<string>()

/** The route templates of the site's pages (from the route tree); others count as `other`. */
export function setPageRoutes(routes: Iterable<string>): void {
  pageRoutes = new Set([...routes].filter(isPageTemplate))
}

/** A template that names a page: not an API route, not a file route (`/sitemap.xml`). */
export function isPageTemplate(route: string): boolean {
  return route.startsWith('/') && route !== '/api' && !route.startsWith('/api/') && !route.includes('.')
}

// Prefetches and prerenders a browser may never show: `Sec-Purpose: prefetch` (and
// `prefetch;prerender`), the older `Purpose: prefetch`, Safari's `X-Purpose: preview`, Firefox's
// `X-Moz: prefetch`.
const PURPOSE_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'] as const
const PREFETCH = /prefetch|prerender|preview/i

export interface PageView {
  route: string
  locale: string
}

/**
 * The labels of a page view, or null when the answer is none: another method (HEAD too), any
 * status but 200, not HTML, an API or file route, a prefetch, a request a browser makes for
 * something other than a document (`Sec-Fetch-Dest`), no user agent, or a crawler's.
 */
export function pageViewOf(
  request: { method: string; headers: Headers },
  url: URL,
  response: { status: number; headers: Headers },
  route: string,
): PageView | null {
  if (request.method !== 'GET' || response.status !== 200) return null
  if (!response.headers.get('content-type')?.startsWith('text/html')) return null
  if (!isPageTemplate(route)) return null
  const headers = request.headers
  const dest = headers.get('sec-fetch-dest')
  if (dest && dest !== 'document') return null
  if (PURPOSE_HEADERS.some((name) => PREFETCH.test(headers.get(name) ?? ''))) return null
  const agent = headers.get('user-agent')
  if (!agent || isCrawler(agent)) return null
  // A page's locale is its URL's (decision 031: pages never read the locale cookie).
  return {
    route: pageRoutes.has(route) ? route : OTHER_ROUTE,
    locale: pathLocale(url.pathname) ?? baseLocale,
  }
}

/** Counts the answer when it is a page view: on /metrics now, in the table at the next write. */
export function countPageView(
  request: { method: string; headers: Headers },
  url: URL,
  response: { status: number; headers: Headers },
  route: string,
): PageView | null {
  const view = pageViewOf(request, url, response, route)
  if (!view) return null
  countPageViewMetric(view.route, view.locale)
  tallyPageView(view.route, view.locale)
  return view
}

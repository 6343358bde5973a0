// The <link rel="alternate" type="application/atom+xml"> tags a page's head names its feeds by
// (decision 039), added to the rendered HTML by the server entry: in the server's HTML, which is
// where readers discover feeds, they cost no page any JavaScript (the route heads' code ships in
// every first load, whose budgets had no room for it). React 19 skips head tags it did not render.
import { type Locale, baseLocale } from '../../core/i18n/locales.ts'
import { pathLocale } from '../http/request-locale.ts'
import { type FeedSection, feedPath } from '../../core/i18n/paths.ts'
import * as m from '../../core/paraglide/messages.js'
import { escapeMarkup } from '../text/escape.ts'

/** The feeds a page names, from its de-localized path: the home both, a section its own. */
export function feedsOfPage(pathname: string): FeedSection[] {
  if (pathname === '/') return ['/community', '/pregnancy']
  if (pathname === '/community' || pathname.startsWith('/community/')) return ['/community']
  if (pathname === '/pregnancy' || pathname.startsWith('/pregnancy/')) return ['/pregnancy']
  if (pathname === '/baby' || pathname.startsWith('/baby/')) return ['/baby']
  return []
}

const sectionNames: Record<FeedSection, (inputs: object, options: { locale: Locale }) => string> = {
  '/community': m.nav_community,
  '/pregnancy': m.nav_pregnancy,
  '/baby': m.baby_nav,
}
const sectionName = (section: FeedSection, locale: Locale) => sectionNames[section]({}, { locale })

/** The link tags (empty when the page has no feed); `publicPath` is the path as requested. */
export function feedLinkTags(
  publicPath: string,
  pagePath: string,
  site: { siteUrl: string; siteName: string },
): string {
  const locale = pathLocale(publicPath) ?? baseLocale
  return feedsOfPage(pagePath)
    .map((section) => {
      const title = `${site.siteName}: ${sectionName(section, locale)}`
      const href = `${site.siteUrl}${feedPath(section, locale)}`
      return `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(title)}" href="${escapeMarkup(href)}"/>`
    })
    .join('')
}

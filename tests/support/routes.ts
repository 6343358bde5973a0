// The tests' one route table (issue 28): every screen as a visitor reaches it in each locale. The
// path words come from the product's table (core/i18n/paths.ts), so a renamed word moves every
// suite at once; slugs come from the seed and core/facts/legal.ts. The browser suite, the outside
// checks and the edge tests read it.
import { legalSlugs } from '../../core/facts/legal'
import { type Locale, baseLocale, locales } from '../../core/i18n/locales'
import { type CanonicalPath, localizedPaths, routeParam } from '../../core/i18n/paths'
import { experts } from '../../server/db/seed/data/experts'
import { content as enPosts } from '../../server/db/seed/data/posts.en'
import { content as esPosts } from '../../server/db/seed/data/posts.es'
import { content as ptPosts } from '../../server/db/seed/data/posts.pt'

export { type Locale, locales }
export type Paths = Record<Locale, string>
type Params = Record<string, string | number>

/** A route of core/i18n/paths.ts in every locale, prefix included and its parameters filled. */
export function pathsOf(route: CanonicalPath, params: Params | ((locale: Locale) => Params) = {}): Paths {
  const paths = {} as Paths
  for (const locale of locales) {
    const values = typeof params === 'function' ? params(locale) : params
    const words = locale === baseLocale ? route : localizedPaths[route][locale]
    const prefix = locale === baseLocale ? '' : `/${locale}`
    const filled = words.replace(routeParam, (_, inner?: string, whole?: string) => {
      const value = values[(inner ?? whole)!]
      if (value === undefined) throw new Error(`No value for ${inner ?? whole} in ${route}`)
      return String(value)
    })
    paths[locale] = filled === '/' ? prefix || '/' : `${prefix}${filled}`
  }
  return paths
}

/** A document served at `/<slug>` in every locale: its own entry of the table, or `/$slug`. */
function documentPaths(slug: string): Paths {
  const route = `/${slug}`
  return route in localizedPaths ? pathsOf(route as CanonicalPath) : pathsOf('/$slug', { slug })
}

export const postSlug = {
  en: enPosts.posts[0]!.slug,
  es: esPosts.posts[0]!.slug,
  pt: ptPosts.posts[0]!.slug,
} satisfies Paths
export const expertSlug = experts[0]!.slug

export interface Screen {
  name: string
  paths: Paths
}

/** One screen of every type. The post is the English one under each locale's path words. */
export const screens: Screen[] = [
  { name: 'home', paths: pathsOf('/') },
  { name: 'community', paths: pathsOf('/community') },
  { name: 'benefits', paths: pathsOf('/community/benefits') },
  { name: 'search', paths: pathsOf('/community/search') },
  { name: 'post', paths: pathsOf('/community/posts/$slug', { slug: postSlug.en }) },
  { name: 'expert', paths: pathsOf('/community/experts/$slug', { slug: expertSlug }) },
  { name: 'due-date', paths: pathsOf('/tools/due-date') },
  { name: 'ovulation', paths: pathsOf('/tools/ovulation') },
  { name: 'partner', paths: pathsOf('/partner-with-us') },
  { name: 'community-guidelines', paths: pathsOf('/community/guidelines') },
  { name: 'pregnancy', paths: pathsOf('/pregnancy') },
  { name: 'cycle', paths: pathsOf('/cycle') },
  { name: 'baby', paths: pathsOf('/baby') },
  { name: 'baby-month', paths: pathsOf('/baby/month-{$month}', { month: 7 }) },
  { name: 'pregnancy-week', paths: pathsOf('/pregnancy/week-{$week}', { week: 12 }) },
  { name: 'editorial-policy', paths: pathsOf('/editorial-policy') },
  { name: 'accessibility', paths: pathsOf('/accessibility') },
  ...[...legalSlugs, 'data-revocation'].map((slug) => ({ name: slug, paths: documentPaths(slug) })),
]

/** A screen of the table by name (a typo fails loudly). */
export function screen(name: string): Screen {
  const found = screens.find((s) => s.name === name)
  if (!found) throw new Error(`No screen ${name} in tests/support/routes.ts`)
  return found
}

/** The site's 404 page: a path no route or document answers. */
export const notFound: Screen = { name: '404', paths: pathsOf('/$slug', { slug: 'no-such-page' }) }

export interface PageType extends Screen {
  status: number
}

/**
 * What the outside checks fetch (no cookies: the consent banner is open): every screen, with
 * each locale's own post and a search whose words have several results (highlighted matches in
 * the HTML), and the 404 page.
 */
export const pageTypes: PageType[] = [
  ...screens.map((s) => {
    if (s.name === 'post')
      return { ...s, status: 200, paths: pathsOf('/community/posts/$slug', (l) => ({ slug: postSlug[l] })) }
    if (s.name === 'search') {
      const words: Paths = { en: 'sleep', es: 'dormir', pt: 'dormir' }
      const paths = Object.fromEntries(locales.map((l) => [l, `${s.paths[l]}?q=${words[l]}`])) as Paths
      return { ...s, status: 200, paths }
    }
    return { ...s, status: 200 }
  }),
  { name: 'not found', status: 404, paths: notFound.paths },
]

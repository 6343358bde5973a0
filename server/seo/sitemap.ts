// sitemap.xml: every public URL of every locale with its hreflang alternates (the same set
// the page's <head> lists), community posts only at their content locale's canonical URL.
import { type Locale, baseLocale, languageTags, locales } from '../../core/i18n/locales.ts'
import { type CanonicalPath, localizedPaths, localizedPattern, routeParam } from '../../core/i18n/paths.ts'
import { legalSlugs } from '../../core/facts/legal.ts'
import { escapeMarkup } from '../text/escape.ts'

/** Routes that are not public pages of their own (search results; patterns are left out too). */
export const notInSitemap: readonly CanonicalPath[] = ['/community/search']

export interface SitemapUrl {
  loc: string
  lastmod?: string
  alternates: Array<{ hreflang: string; href: string }>
}

export interface SitemapInput {
  siteUrl: string
  posts: Array<{ slug: string; locale: Locale; createdAt: string }>
  experts: string[]
  /** Last-updated day per locale of a static page: legal slug, or policy or hub path without its `/`. */
  legalUpdated: Partial<Record<string, Partial<Record<Locale, string>>>>
  /** The week-by-week pages and the day each was last reviewed in each locale. */
  weeks: Array<{ week: number; reviewedOn: Partial<Record<Locale, string>> }>
  /** The baby month pages and the day each was last reviewed in each locale. */
  months: Array<{ month: number; reviewedOn: Partial<Record<Locale, string>> }>
}

/** The path of a canonical route path in a locale, parameters filled in. */
export function localizedPath(
  path: CanonicalPath,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  return localizedPattern(path, locale).replace(routeParam, (_, inner?: string, whole?: string) =>
    encodeURIComponent(params[(inner ?? whole)!] ?? ''),
  )
}

function everyLocale(
  siteUrl: string,
  path: CanonicalPath,
  params: Record<string, string> = {},
  lastmod: (locale: Locale) => string | undefined = () => undefined,
): SitemapUrl[] {
  const url = (locale: Locale) => `${siteUrl}${localizedPath(path, locale, params)}`
  const alternates = [
    ...locales.map((l) => ({ hreflang: languageTags[l], href: url(l) })),
    { hreflang: 'x-default', href: url(baseLocale) },
  ]
  return locales.map((locale) => ({ loc: url(locale), lastmod: lastmod(locale), alternates }))
}

/** The public pages without parameters, as canonical paths. */
export function staticSitemapPaths(): CanonicalPath[] {
  return (Object.keys(localizedPaths) as CanonicalPath[]).filter(
    (path) => !path.includes('$') && !notInSitemap.includes(path),
  )
}

export function sitemapUrls(input: SitemapInput): SitemapUrl[] {
  const { siteUrl } = input
  const urls: SitemapUrl[] = []
  const legalDay = (slug: string) => (locale: Locale) => input.legalUpdated[slug]?.[locale]

  for (const path of staticSitemapPaths()) {
    urls.push(...everyLocale(siteUrl, path, {}, legalDay(path.slice(1))))
  }
  // Legal documents without a route of their own are served by /$slug.
  for (const slug of legalSlugs) {
    if (`/${slug}` in localizedPaths) continue
    urls.push(...everyLocale(siteUrl, '/$slug', { slug }, legalDay(slug)))
  }
  for (const { week, reviewedOn } of input.weeks) {
    urls.push(
      ...everyLocale(siteUrl, '/pregnancy/week-{$week}', { week: String(week) }, (l) => reviewedOn[l]),
    )
  }
  for (const { month, reviewedOn } of input.months) {
    urls.push(...everyLocale(siteUrl, '/baby/month-{$month}', { month: String(month) }, (l) => reviewedOn[l]))
  }
  for (const slug of [...input.experts].sort()) {
    urls.push(...everyLocale(siteUrl, '/community/experts/$slug', { slug }))
  }
  const posts = [...input.posts].sort(
    (a, b) => a.locale.localeCompare(b.locale) || a.slug.localeCompare(b.slug),
  )
  for (const post of posts) {
    const loc = `${siteUrl}${localizedPath('/community/posts/$slug', post.locale, { slug: post.slug })}`
    urls.push({
      loc,
      lastmod: post.createdAt.slice(0, 10),
      alternates: [
        { hreflang: languageTags[post.locale], href: loc },
        { hreflang: 'x-default', href: loc },
      ],
    })
  }
  return urls
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const lines = [`    <loc>${escapeMarkup(url.loc)}</loc>`]
      if (url.lastmod) lines.push(`    <lastmod>${escapeMarkup(url.lastmod)}</lastmod>`)
      for (const alternate of url.alternates) {
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(alternate.hreflang)}" href="${escapeMarkup(alternate.href)}"/>`,
        )
      }
      return `  <url>\n${lines.join('\n')}\n  </url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${siteUrl}/sitemap.xml
`
}

// Everything a page's <head> says about it: title, description, canonical, hreflang
// alternates, Open Graph, Twitter card and JSON-LD. Routes call pageHead() from head().
import type { AnyRouteMatch } from '@tanstack/react-router'
import { currentLocale } from '@core/i18n/current-locale'
import { localizedHref } from '@core/i18n/localized-href'
import { type Locale, baseLocale, languageTags, locales } from '@core/i18n/locales'
// A type import: the root route's module stays out of this one's graph.
import type { Route as RootRoute } from '~/routes/__root'

type RootLoaderData = Pick<
  (typeof RootRoute)['types']['loaderData'],
  'siteName' | 'siteUrl' | 'iosAppStoreId'
>

/** What the root loader returned (site name and URL, the App Store app), for head() functions. */
export function rootData(matches: AnyRouteMatch[]): RootLoaderData {
  // Absent when the root loader failed and an error screen renders.
  const data = matches[0]?.loaderData as RootLoaderData | undefined
  return {
    siteName: data?.siteName ?? 'Nestwell',
    siteUrl: data?.siteUrl ?? '',
    iosAppStoreId: data?.iosAppStoreId ?? null,
  }
}

export function siteNameOf(matches: AnyRouteMatch[]): string {
  return rootData(matches).siteName
}

/** Absolute URL of a canonical (English) path in a locale. */
export function absoluteUrl(siteUrl: string, canonicalPath: string, locale: Locale): string {
  return `${siteUrl}${localizedHref(canonicalPath, locale)}`
}

export interface PageSeo {
  title: string
  description?: string
  /** The locale whose URL is canonical (a post's content language); default: every locale is its own. */
  canonicalLocale?: Locale
  ogType?: 'website' | 'article' | 'profile'
  /** Absolute or site-relative image for social cards. */
  image?: string
  /** The image's size and text alternative (share images). */
  imageInfo?: { width: number; height: number; alt: string }
  jsonLd?: Array<Record<string, unknown>>
  noindex?: boolean
}

export function pageHead(matches: AnyRouteMatch[], page: PageSeo) {
  const { siteName, siteUrl, iosAppStoreId } = rootData(matches)
  const locale = currentLocale()
  // The de-localized path of the page being shown, e.g. /community/posts/some-slug.
  const path = (matches.at(-1)?.pathname ?? '/').replace(/(.)\/$/, '$1')
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`
  const canonical = absoluteUrl(siteUrl, path, page.canonicalLocale ?? locale)
  const image = page.image ?? '/images/og-default.png'
  const imageUrl = image.startsWith('http') ? image : `${siteUrl}${image}`

  const meta: Array<Record<string, string>> = [{ title }]
  if (page.description) {
    meta.push({ name: 'description', content: page.description })
  }
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex, follow' })
  // Safari's Smart App Banner (IOS_APP_STORE_ID): the app opens this page's canonical URL.
  if (iosAppStoreId)
    meta.push({ name: 'apple-itunes-app', content: `app-id=${iosAppStoreId}, app-argument=${canonical}` })
  meta.push(
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:type', content: page.ogType ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: imageUrl },
    // No og:locale:alternate: it is meant for one URL answering in several locales, while each
    // locale here has its own URL, tied together by hreflang (and the head deduplicates meta
    // by property, so only one of them would survive anyway).
    { property: 'og:locale', content: languageTags[locale].replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:image', content: imageUrl },
  )
  if (page.imageInfo) {
    meta.push(
      { property: 'og:image:width', content: String(page.imageInfo.width) },
      { property: 'og:image:height', content: String(page.imageInfo.height) },
      { property: 'og:image:alt', content: page.imageInfo.alt },
      { name: 'twitter:image:alt', content: page.imageInfo.alt },
    )
  }
  if (page.description) {
    meta.push(
      { property: 'og:description', content: page.description },
      { name: 'twitter:description', content: page.description },
    )
  }

  // Alternates are the same set on every version of a page, so they are reciprocal.
  const alternateLocales = page.canonicalLocale ? [page.canonicalLocale] : [...locales]
  const links: Array<Record<string, string>> = [
    { rel: 'canonical', href: canonical },
    ...alternateLocales.map((l) => ({
      rel: 'alternate',
      hrefLang: languageTags[l],
      href: absoluteUrl(siteUrl, path, l),
    })),
    {
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(siteUrl, path, page.canonicalLocale ?? baseLocale),
    },
  ]

  const scripts = (page.jsonLd ?? []).map((data) => ({
    type: 'application/ld+json',
    // `<` escaped so that text in the data can never close the script element.
    children: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
  }))

  return { meta, links, scripts }
}

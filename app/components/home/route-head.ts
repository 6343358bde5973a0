// The home page's <head>: title, description and the Organization and WebSite JSON-LD, computed
// by its loader, which imports this module on demand: the route tree that every page's first
// load carries holds none of it (decision 029, "heads from loaders").
import { company } from '@core/facts/site'
import { languageTags } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { type PageSeo, absoluteUrl } from '~/lib/seo'

export function homeSeo(config: {
  siteName: string
  siteUrl: string
  social: Record<string, string>
}): PageSeo {
  const { siteName, siteUrl } = config
  const locale = currentLocale()
  const organizationId = `${siteUrl}/#organization`
  return {
    title: m.page_home_title({ siteName }),
    description: m.home_meta_description(),
    jsonLd: [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: siteName,
        legalName: company.legalName,
        url: `${siteUrl}/`,
        logo: `${siteUrl}/images/logo-512.png`,
        sameAs: Object.values(config.social),
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address.street,
          addressLocality: company.address.locality,
          postalCode: company.address.postalCode,
          addressCountry: company.address.country,
        },
      },
      {
        '@type': 'WebSite',
        '@id': `${siteUrl}/#website`,
        name: siteName,
        url: absoluteUrl(siteUrl, '/', locale),
        inLanguage: languageTags[locale],
        publisher: { '@id': organizationId },
      },
    ],
  }
}

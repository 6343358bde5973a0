import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { load, never, visible } from '@tanstack/react-start/hydration'
import { memo } from 'react'
import { FinalCta, Partner } from '../components/home/sections/Closing'
import { Community } from '../components/home/sections/Community'
import { Features, Goals, Stats } from '../components/home/sections/Facts'
import { Hero } from '../components/home/sections/Hero'
import { Testimonials } from '../components/home/sections/Testimonials'
import { useDeferredMarker } from '../lib/deferred-marker'
import { useFirstLoad } from '../lib/first-load'
import { type Locale, languageTags } from '@core/i18n/locales'
import { absoluteUrl, pageHead, siteNameOf } from '../lib/seo'
import { company } from '@core/facts/site'
import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'

const infinite = { staleTime: Number.POSITIVE_INFINITY }

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    context.contentKeys('home')
    const [config] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.site.config.queryOptions(undefined, infinite)),
      context.queryClient.ensureQueryData(context.trpc.home.downloadQr.queryOptions(undefined, infinite)),
    ])
    return { social: Object.values(config.social) }
  },
  head: ({ matches, loaderData }) => {
    const siteName = siteNameOf(matches)
    const siteUrl = (matches[0]?.loaderData as { siteUrl?: string } | undefined)?.siteUrl ?? ''
    const locale = getLocale() as Locale
    const organizationId = `${siteUrl}/#organization`
    return pageHead(matches, {
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
          sameAs: loaderData?.social ?? [],
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
    })
  },
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <Sections />
    </>
  )
}

// On a first load, sections without links or controls stay server HTML and the others hydrate as
// they near the viewport; either way their code loads only when needed. memo: a re-render reaching
// a boundary that has not hydrated would make React replace its server HTML.
const Sections = memo(function Sections() {
  const firstLoad = useFirstLoad()
  const community = useDeferredMarker()
  const partner = useDeferredMarker()
  return (
    <>
      <Hydrate when={firstLoad ? never() : load()}>
        <Stats />
        <Goals />
        <Features />
      </Hydrate>
      <div {...community.marker}>
        <Hydrate
          when={firstLoad ? visible({ rootMargin: '200px' }) : load()}
          onHydrated={community.onHydrated}
        >
          <Community />
        </Hydrate>
      </div>
      <Hydrate when={firstLoad ? never() : load()}>
        <Testimonials />
      </Hydrate>
      <div {...partner.marker}>
        <Hydrate when={firstLoad ? visible({ rootMargin: '200px' }) : load()} onHydrated={partner.onHydrated}>
          <Partner />
          <FinalCta />
        </Hydrate>
      </div>
    </>
  )
})

import { createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { load, never, visible } from '@tanstack/react-start/hydration'
import { memo } from 'react'
import { FinalCta, Partner } from '~/components/home/sections/Closing'
import { Community } from '~/components/home/sections/Community'
import { Features, Goals, Stats } from '~/components/home/sections/Facts'
import { Hero } from '~/components/home/sections/Hero'
import { Testimonials } from '~/components/home/sections/Testimonials'
import { useDeferredMarker } from '~/lib/deferred-marker'
import { useFirstLoad } from '~/lib/first-load'
import { pageHead } from '~/lib/seo'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    context.contentKeys('home')
    const [config, head, downloadQr] = await Promise.all([
      context.siteConfig(),
      // The head's words come with the loader's chunk, not with the route tree every page loads.
      import('~/components/home/route-head'),
      context.fetchOnce(context.trpc.home.downloadQr.queryOptions()),
    ])
    return { seo: head.homeSeo(config), downloadQr }
  },
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: HomePage,
})

function HomePage() {
  return <Sections />
}

// On a first load, sections without controls stay server HTML (the hero's links are external
// ones, which work without React) and the others hydrate as they near the viewport; either way
// their code loads only when needed. memo: a re-render reaching a boundary that has not hydrated
// would make React replace its server HTML.
const Sections = memo(function Sections() {
  const firstLoad = useFirstLoad()
  const community = useDeferredMarker()
  const partner = useDeferredMarker()
  return (
    <>
      <Hydrate when={firstLoad ? never() : load()}>
        <Hero />
      </Hydrate>
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

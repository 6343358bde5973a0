import { Link, createFileRoute, useLoaderData } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { load, never, visible } from '@tanstack/react-start/hydration'
import { memo, useEffect, useRef, useState } from 'react'
import { ExpertCard } from '~/components/community/ExpertCard'
import { GetAppButton, GetAppProvider } from '~/components/download/GetApp'
import { primaryCompactButton, secondaryCompactButton } from '~/components/ui/buttons'
import { GroupsByStage } from '~/components/community/Groups'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { loader } from '~/components/ui/icons/loader'
import { CommunityHero } from '~/components/community/CommunityHero'
import { CommunityArt } from '~/components/community/CommunityArt'
import { PostCard } from '~/components/community/PostCard'
import { SearchForm } from '~/components/community/SearchForm'
import { expertsOptions, groupsOptions, latestPostsOptions } from '~/components/community/queries'
import { useDeferredMarker } from '~/lib/deferred-marker'
import { useFirstLoad } from '~/lib/first-load'
import { pageHead } from '~/lib/seo'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'
import { freshQueryOnce } from '~/trpc/browser-proxy'
import { useHeldResults, useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/community/')({
  loader: async ({ context }) => {
    const locale = currentLocale()
    const [posts, experts, groups, heads] = await Promise.all([
      context.fetchOnce(latestPostsOptions(context.trpc, locale)),
      context.fetchOnce(expertsOptions(context.trpc, locale)),
      context.fetchOnce(groupsOptions(context.trpc, locale)),
      // The head's words come with the loader's chunk, not with the route tree every page loads.
      import('~/components/community/route-heads'),
    ])
    return { posts, experts, groups, seo: await heads.indexSeo(context) }
  },
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const siteName = useSiteName()
  const firstLoad = useFirstLoad()
  const trpc = useTRPC()
  const locale = currentLocale()
  const { experts, groups } = Route.useLoaderData()
  // The benefits page, which a visible link prefetches, shows the same experts and groups.
  useHeldResults([
    [expertsOptions(trpc, locale), experts],
    [groupsOptions(trpc, locale), groups],
  ])
  return (
    <GetAppProvider>
      <CommunityHero
        eyebrow={m.community_index_eyebrow()}
        title={m.page_community_heading({ siteName })}
        intro={m.community_index_intro()}
        art={
          // A drawing for wide screens: on a first load it stays server HTML, its code not downloaded.
          <div className="hidden lg:block">
            <Hydrate when={firstLoad ? never() : load()}>
              <CommunityArt className="mx-auto w-full max-w-md" />
            </Hydrate>
          </div>
        }
      >
        <div className="mt-8">
          <SearchForm />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <GetAppButton className={primaryCompactButton} testId="join-in-app">
            {m.community_index_join()}
          </GetAppButton>
          <Link to="/community/benefits" className={secondaryCompactButton}>
            {m.community_index_benefits_link()}
            <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
          </Link>
        </div>
      </CommunityHero>

      {/* Stacked, each full width: beside the posts, the experts left an empty third once they ended. */}
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-12 px-4 py-10 sm:px-6">
        <LatestPosts />
        <DeferredExperts />
      </div>

      <DeferredGroups />
    </GetAppProvider>
  )
}

type PostsPage = ReturnType<typeof Route.useLoaderData>['posts']

/** The pages after the loader's first one, and whether the next is on its way or failed. */
interface MorePosts {
  after: PostsPage
  pages: PostsPage[]
  loading: boolean
  failed: boolean
}

function LatestPosts() {
  const trpc = useTRPC()
  const locale = currentLocale()
  const { posts: firstPage } = Route.useLoaderData()
  const [state, setState] = useState<MorePosts>({
    after: firstPage,
    pages: [],
    loading: false,
    failed: false,
  })
  // New loader data (fresh again after a while) starts the list again.
  const more =
    state.after === firstPage ? state : { after: firstPage, pages: [], loading: false, failed: false }
  const pages = [firstPage, ...more.pages]
  const nextCursor = pages.at(-1)?.nextCursor
  const listRef = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const posts = pages.flatMap((page) => page.items)

  // After a page arrives, keyboard and screen-reader users continue at its first post.
  const focusIndex = useRef<number | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list grows
  useEffect(() => {
    if (focusIndex.current === null) return
    const link =
      listRef.current?.querySelectorAll<HTMLAnchorElement>('[data-testid="post-link"]')[focusIndex.current]
    if (link) {
      focusIndex.current = null
      link.focus()
    }
  }, [posts.length])

  const loadMore = async () => {
    if (more.loading || !nextCursor) return
    focusIndex.current = posts.length
    setState({ ...more, loading: true, failed: false })
    try {
      const page = await freshQueryOnce(latestPostsOptions(trpc, locale, nextCursor))
      setState({ ...more, pages: [...more.pages, page], loading: false, failed: false })
      setAnnouncement(m.community_loaded_more())
    } catch {
      focusIndex.current = null
      setState({ ...more, loading: false, failed: true })
    }
  }

  return (
    <section aria-labelledby="latest-heading">
      <h2 id="latest-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {m.community_latest_heading()}
      </h2>
      <ol
        ref={listRef}
        className="mt-6 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3"
        data-testid="latest-posts"
      >
        {posts.map((post) => (
          <li key={post.slug} className="flex">
            <PostCard post={post} />
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col items-center gap-3 text-center">
        {nextCursor ? (
          <button
            type="button"
            onClick={loadMore}
            // aria-disabled rather than disabled: a disabled button would drop the focus.
            aria-disabled={more.loading}
            className={`${secondaryCompactButton} min-w-56 aria-disabled:cursor-wait aria-disabled:opacity-70`}
            data-testid="load-more"
          >
            {more.loading && <Icon shape={loader} className="h-5 w-5 animate-spin" />}
            {more.loading ? m.community_loading_more() : m.community_load_more()}
          </button>
        ) : (
          <p className="text-slate-600" data-testid="no-more-posts">
            {m.community_no_more()}
          </p>
        )}
        {more.failed && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {m.community_load_error()}
          </p>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </section>
  )
}

// Below the posts on a first load: the experts' and groups' code loads, and they hydrate, as they
// near the viewport (a tap on a button before then is replayed, lib/click-replay). memo: a
// re-render reaching a boundary that has not hydrated would make React replace its server HTML.
const DeferredExperts = memo(function DeferredExperts() {
  const firstLoad = useFirstLoad()
  const deferred = useDeferredMarker()
  return (
    <div {...deferred.marker}>
      <Hydrate when={firstLoad ? visible({ rootMargin: '200px' }) : load()} onHydrated={deferred.onHydrated}>
        <Experts />
      </Hydrate>
    </div>
  )
})

const DeferredGroups = memo(function DeferredGroups() {
  const firstLoad = useFirstLoad()
  const deferred = useDeferredMarker()
  return (
    <div {...deferred.marker}>
      <Hydrate when={firstLoad ? visible({ rootMargin: '200px' }) : load()} onHydrated={deferred.onHydrated}>
        <Groups />
      </Hydrate>
    </div>
  )
})

// Deferred parts are split into their own chunks, where `Route` is not: they name the route.
function Experts() {
  const { experts } = useLoaderData({ from: '/community/' })
  return (
    <aside aria-labelledby="experts-heading">
      <h2 id="experts-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {m.community_experts_heading()}
      </h2>
      <p className="mt-2 text-slate-700">{m.community_experts_intro()}</p>
      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="experts">
        {experts.map((expert) => (
          <li key={expert.slug}>
            <ExpertCard expert={expert} compact />
          </li>
        ))}
      </ul>
    </aside>
  )
}

function Groups() {
  const { groups } = useLoaderData({ from: '/community/' })
  return (
    <section aria-labelledby="groups-heading" className="bg-slate-50/70 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="groups-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.community_groups_heading()}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{m.community_groups_intro()}</p>
        <div className="mt-8" data-testid="groups">
          <GroupsByStage groups={groups} />
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <GetAppButton className={primaryCompactButton}>{m.community_benefits_groups_cta()}</GetAppButton>
          <Link to="/community/guidelines" className={secondaryCompactButton} data-testid="guidelines-link">
            {m.policy_guidelines_link()}
          </Link>
        </div>
      </div>
    </section>
  )
}

import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { usePageQueryClient } from '~/lib/page-queries'
import { Link, createFileRoute } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { load, never } from '@tanstack/react-start/hydration'
import { useEffect, useRef, useState } from 'react'
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
import { useFirstLoad } from '~/lib/first-load'
import { pageHead } from '~/lib/seo'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/community/')({
  loader: async ({ context }) => {
    const locale = currentLocale()
    await Promise.all([
      context.queryClient.ensureInfiniteQueryData(latestPostsOptions(context.trpc, locale)),
      context.queryClient.ensureQueryData(expertsOptions(context.trpc, locale)),
      context.queryClient.ensureQueryData(groupsOptions(context.trpc, locale)),
    ])
    // The head's words come with the loader's chunk, not with the route tree every page loads.
    return { seo: await (await import('~/components/community/route-heads')).indexSeo(context) }
  },
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const siteName = useSiteName()
  const firstLoad = useFirstLoad()
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
        <Experts />
      </div>

      <Groups />
    </GetAppProvider>
  )
}

function LatestPosts() {
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    useSuspenseInfiniteQuery(latestPostsOptions(trpc, locale), usePageQueryClient())
  const listRef = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const posts = data.pages.flatMap((page) => page.items)

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
    if (isFetchingNextPage) return
    focusIndex.current = posts.length
    const result = await fetchNextPage()
    if (result.isError) {
      focusIndex.current = null
      return
    }
    setAnnouncement(m.community_loaded_more())
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
        {hasNextPage ? (
          <button
            type="button"
            onClick={loadMore}
            // aria-disabled rather than disabled: a disabled button would drop the focus.
            aria-disabled={isFetchingNextPage}
            className={`${secondaryCompactButton} min-w-56 aria-disabled:cursor-wait aria-disabled:opacity-70`}
            data-testid="load-more"
          >
            {isFetchingNextPage && <Icon shape={loader} className="h-5 w-5 animate-spin" />}
            {isFetchingNextPage ? m.community_loading_more() : m.community_load_more()}
          </button>
        ) : (
          <p className="text-slate-600" data-testid="no-more-posts">
            {m.community_no_more()}
          </p>
        )}
        {isFetchNextPageError && (
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

function Experts() {
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: experts } = useSuspenseQuery(expertsOptions(trpc, locale), usePageQueryClient())
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
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: groups } = useSuspenseQuery(groupsOptions(trpc, locale), usePageQueryClient())
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

// The query options of the community pages, shared by each route's loader and component so the
// data fetched on the server is the data the browser reads from the dehydrated cache.
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '~/trpc/client'
import type { Locale } from '@core/i18n/locales'

type Trpc = TRPCOptionsProxy<AppRouter>

export const POSTS_PAGE_SIZE = 12
export const SEARCH_LIMIT = 20

/**
 * Community data changes slowly on the web (it is written in the app), and a page can come from
 * the shared page cache up to its fresh time plus its stale-while-revalidate window (30 s +
 * 300 s): the data in it must still count as fresh in the browser, or every such page would
 * fetch again right after it loads.
 */
export const COMMUNITY_STALE_TIME = 10 * 60_000

const fresh = { staleTime: COMMUNITY_STALE_TIME }

export function latestPostsOptions(trpc: Trpc, locale: Locale) {
  return trpc.community.listPosts.infiniteQueryOptions(
    { locale, limit: POSTS_PAGE_SIZE },
    { ...fresh, getNextPageParam: (last) => last.nextCursor ?? undefined },
  )
}

export const expertsOptions = (trpc: Trpc, locale: Locale) =>
  trpc.community.listExperts.queryOptions({ locale }, fresh)

export const groupsOptions = (trpc: Trpc, locale: Locale) =>
  trpc.community.listGroups.queryOptions({ locale }, fresh)

export const postOptions = (trpc: Trpc, slug: string, locale: Locale) =>
  trpc.community.getPost.queryOptions({ slug, locale }, fresh)

export const expertOptions = (trpc: Trpc, slug: string, locale: Locale) =>
  trpc.community.getExpert.queryOptions({ slug, locale }, fresh)

export const searchOptions = (trpc: Trpc, q: string, locale: Locale) =>
  trpc.community.search.queryOptions({ locale, q, limit: SEARCH_LIMIT }, fresh)

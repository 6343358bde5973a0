// The query options of the community pages. The index and the benefits page read theirs through
// TanStack Query ("Load more" pages through the posts; benefits shares the index's experts and
// groups, so a prefetch from the index asks for nothing), the data fetched on the server being the
// data the browser reads from the dehydrated cache. The post, expert and search pages return
// theirs as loader data (context.fetchOnce), their fresh time being the route's staleTime.
import type { Trpc } from '~/trpc/client'
import type { Locale } from '@core/i18n/locales'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

export const POSTS_PAGE_SIZE = 12
export const SEARCH_LIMIT = 20

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

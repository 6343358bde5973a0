// The query options of the community pages, shared by each route's loader and component so the
// data fetched on the server is the data the browser reads from the dehydrated cache.
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '../../../server/trpc/root'
import type { Locale } from '../../lib/i18n/locales'

type Trpc = TRPCOptionsProxy<AppRouter>

export const POSTS_PAGE_SIZE = 12
export const SEARCH_LIMIT = 20

export function latestPostsOptions(trpc: Trpc, locale: Locale) {
  return trpc.community.listPosts.infiniteQueryOptions(
    { locale, limit: POSTS_PAGE_SIZE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  )
}

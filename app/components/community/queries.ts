// The query options of the community pages, whose loaders return the data (context.fetchOnce:
// in-process on the server, over HTTP in the browser, where an answer is held for its fresh time
// so the benefits page's loader finds the experts and groups the index fetched or showed).
import type { Trpc } from '~/trpc/client'
import type { Locale } from '@core/i18n/locales'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

export const POSTS_PAGE_SIZE = 12
export const SEARCH_LIMIT = 20

const fresh = { staleTime: COMMUNITY_STALE_TIME }

/** A page of the latest posts: the first, or the one after `cursor` ("Load more"). */
export const latestPostsOptions = (trpc: Trpc, locale: Locale, cursor?: string) =>
  trpc.community.listPosts.queryOptions({ locale, limit: POSTS_PAGE_SIZE, ...(cursor && { cursor }) }, fresh)

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

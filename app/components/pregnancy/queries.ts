// Query options of the pregnancy pages, shared by each route's loader and its component.
import type { Trpc } from '~/trpc/client'
import type { Locale } from '@core/i18n/locales'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

// Stored in the database like the community content, and served from the page cache the same
// way: the same fresh time, for the same reason (see COMMUNITY_STALE_TIME).
const fresh = { staleTime: COMMUNITY_STALE_TIME }

export const weeksOptions = (trpc: Trpc, locale: Locale) =>
  trpc.pregnancy.listWeeks.queryOptions({ locale }, fresh)

export const weekOptions = (trpc: Trpc, week: number, locale: Locale) =>
  trpc.pregnancy.getWeek.queryOptions({ locale, week }, fresh)

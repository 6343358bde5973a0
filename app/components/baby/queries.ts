// Query options of the baby pages, shared by each route's loader and its component.
import type { Trpc } from '~/trpc/client'
import type { Locale } from '@core/i18n/locales'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

// Reviewers and groups are read from the database: the same fresh time as the week pages.
const fresh = { staleTime: COMMUNITY_STALE_TIME }

export const monthsOptions = (trpc: Trpc, locale: Locale) =>
  trpc.baby.listMonths.queryOptions({ locale }, fresh)

export const monthOptions = (trpc: Trpc, month: number, locale: Locale) =>
  trpc.baby.getMonth.queryOptions({ locale, month }, fresh)

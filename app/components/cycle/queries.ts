// Query options of the cycle hub, shared by its loader and its component.
import type { Trpc } from '~/trpc/client'
import type { Locale } from '@core/i18n/locales'
import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'

// Its reviewer is read from the database: the same fresh time as the week pages.
export const cycleOptions = (trpc: Trpc, locale: Locale) =>
  trpc.cycle.hub.queryOptions({ locale }, { staleTime: COMMUNITY_STALE_TIME })

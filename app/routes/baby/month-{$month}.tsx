import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'
import { createFileRoute } from '@tanstack/react-router'
import { stageOf } from '@core/baby/months'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { stageNames } from '~/components/baby/labels'
import { MonthAside, MonthPager, MonthSections } from '~/components/baby/MonthSections'
import { GuidePageBody, HealthPageHeader } from '~/components/health/HealthPage'
import { pageHead } from '~/lib/seo'

// `month-{$month}`: the number follows a fixed prefix in the segment (`mes-` in es and pt, by the
// table of localized paths). Anything but 1 to 24 written plainly is the ordinary 404.
export const Route = createFileRoute('/baby/month-{$month}')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context, params }) =>
    (await import('~/components/baby/route-data')).loadMonth(context, params.month),
  // Stored in the database like community content: the same fresh time (lib/stale-time.ts).
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const locale = currentLocale()
  const { page } = Route.useLoaderData()
  const monthLabel = m.baby_month_label({ month: String(page.month) })

  return (
    <article data-testid="baby-month" data-month={page.month}>
      <HealthPageHeader
        width="max-w-7xl"
        trail={[{ label: m.baby_hub_title(), link: { to: '/baby' } }, { label: monthLabel }]}
        eyebrow={m.baby_month_eyebrow({
          month: String(page.month),
          stage: stageNames[stageOf(page.month)](),
        })}
        page={page}
        locale={locale}
      />

      <GuidePageBody
        page={page}
        locale={locale}
        sections={<MonthSections page={page} />}
        pager={<MonthPager page={page} />}
        aside={<MonthAside page={page} />}
      />
    </article>
  )
}

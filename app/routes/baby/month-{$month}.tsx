import { useSuspenseQuery } from '@tanstack/react-query'
import { usePageQueryClient } from '~/lib/page-queries'
import { createFileRoute } from '@tanstack/react-router'
import { parseMonthParam, stageOf } from '@core/baby/months'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { stageNames } from '~/components/baby/labels'
import { MonthAside, MonthPager, MonthSections } from '~/components/baby/MonthSections'
import { monthOptions } from '~/components/baby/queries'
import { GuidePageBody, HealthPageHeader } from '~/components/health/HealthPage'
import { pageHead } from '~/lib/seo'
import { useTRPC } from '~/trpc/react'

// `month-{$month}`: the number follows a fixed prefix in the segment (`mes-` in es and pt, by the
// table of localized paths). Anything but 1 to 24 written plainly is the ordinary 404.
export const Route = createFileRoute('/baby/month-{$month}')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context, params }) =>
    (await import('~/components/baby/route-data')).loadMonth(context, params.month),
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const { month: param } = Route.useParams()
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: page } = useSuspenseQuery(
    monthOptions(trpc, parseMonthParam(param) ?? 0, locale),
    usePageQueryClient(),
  )
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

import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { parseMonthParam, stageOf } from '@core/baby/months'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { stageNames } from '~/components/baby/labels'
import { MonthAside, MonthPager, MonthSections } from '~/components/baby/MonthSections'
import { monthOptions } from '~/components/baby/queries'
import { Breadcrumbs } from '~/components/layout/Breadcrumbs'
import { ReviewedBy } from '~/components/health/ReviewedBy'
import { WeekSources } from '~/components/health/WeekSources'
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
  const { data: page } = useSuspenseQuery(monthOptions(trpc, parseMonthParam(param) ?? 0, locale))
  const monthLabel = m.baby_month_label({ month: String(page.month) })

  return (
    <article data-testid="baby-month" data-month={page.month}>
      <div className="bg-gradient-to-b from-violet-50 via-pink-50/30 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <Breadcrumbs
            items={[
              { label: m.nav_home(), link: { to: '/' } },
              { label: m.baby_hub_title(), link: { to: '/baby' } },
              { label: monthLabel },
            ]}
          />
        </div>
        <header className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 lg:pt-12">
          <p className="text-sm font-bold uppercase tracking-wider text-pink-700">
            {m.baby_month_eyebrow({ month: String(page.month), stage: stageNames[stageOf(page.month)]() })}
          </p>
          <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{page.summary}</p>
          <ReviewedBy page={page} locale={locale} />
        </header>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 max-w-3xl">
          <MonthSections page={page} />
          <WeekSources page={page} locale={locale} />
          <MonthPager page={page} />
        </div>
        <MonthAside page={page} />
      </div>
    </article>
  )
}

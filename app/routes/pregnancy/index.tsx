import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { localizedHref } from '@core/i18n/localized-href'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { trimesterWeeks } from '@core/pregnancy/weeks'
import { Breadcrumbs } from '~/components/layout/Breadcrumbs'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { badgeCheck } from '~/components/ui/icons/badge-check'
import { breadcrumbList, siteUrlOf } from '~/lib/structured-data'
import { trimesterNames } from '~/components/pregnancy/labels'
import { weeksOptions } from '~/components/pregnancy/queries'
import { primaryButton } from '~/components/ui/buttons'
import { pageHead } from '~/lib/seo'
import { useTRPC } from '~/trpc/react'
import { GuideCards } from '~/components/health/GuideNavigation'

export const Route = createFileRoute('/pregnancy/')({
  // The head's words come with the loader's chunk, not with the route tree.
  loader: async ({ context }) => (await import('~/components/pregnancy/route-data')).loadHub(context),
  head: ({ matches, loaderData }) =>
    loaderData
      ? pageHead(matches, {
          ...loaderData.seo,
          jsonLd: [breadcrumbList(siteUrlOf(matches), currentLocale(), loaderData.trail)],
        })
      : {},
  component: Page,
})

const linkClass =
  'font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700'

function Page() {
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: weeks } = useSuspenseQuery(weeksOptions(trpc, locale))

  return (
    <div data-testid="pregnancy-hub">
      <div className="bg-gradient-to-b from-violet-50 via-pink-50/30 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <Breadcrumbs
            items={[{ label: m.nav_home(), link: { to: '/' } }, { label: m.pregnancy_hub_title() }]}
          />
        </div>
        <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-14">
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-pink-700">
              {m.pregnancy_hub_eyebrow()}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {m.pregnancy_hub_title()}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{m.pregnancy_hub_intro()}</p>
            <p className="mt-5 flex max-w-2xl gap-2 text-slate-700">
              <Icon shape={badgeCheck} className="mt-0.5 h-5 w-5 shrink-0 text-violet-700" />
              <span>
                {m.pregnancy_hub_policy_text()}{' '}
                <Link to="/editorial-policy" className={linkClass} data-testid="editorial-policy-link">
                  {m.pregnancy_hub_policy_link()}
                </Link>
              </span>
            </p>
          </div>
          <aside
            aria-labelledby="due-date-title"
            className="rounded-3xl border border-violet-100 bg-white p-6 shadow-sm"
          >
            <h2 id="due-date-title" className="text-xl font-bold text-slate-900">
              {m.pregnancy_hub_due_date_title()}
            </h2>
            <p className="mt-2 leading-7 text-slate-700">{m.pregnancy_hub_due_date_text()}</p>
            {/* The calculator is another page's route: a plain localized link, no route type needed. */}
            <a
              href={localizedHref('/tools/due-date')}
              className={`${primaryButton} mt-5`}
              data-testid="due-date-link"
            >
              {m.pregnancy_hub_due_date_link()}
              <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
            </a>
          </aside>
        </div>
      </div>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:px-6">
        {([1, 2, 3] as const).map((trimester) => {
          const [from, to] = trimesterWeeks[trimester]
          return (
            <section
              key={trimester}
              aria-labelledby={`trimester-${trimester}`}
              data-testid={`trimester-${trimester}`}
            >
              <h2
                id={`trimester-${trimester}`}
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                {trimesterNames[trimester]()}
              </h2>
              <p className="mt-1 text-slate-600">
                {m.pregnancy_trimester_weeks({ from: String(from), to: String(to) })}
              </p>
              <GuideCards
                entries={weeks
                  .filter((w) => w.week >= from && w.week <= to)
                  .map((w) => ({ number: w.week, title: w.title, summary: w.summary }))}
                labelOf={(week) => m.pregnancy_week_label({ week: String(week) })}
                testId="week-link"
                link={(week, props) => (
                  <Link to="/pregnancy/week-{$week}" params={{ week: String(week) }} {...props} />
                )}
              />
            </section>
          )
        })}
      </div>
    </div>
  )
}

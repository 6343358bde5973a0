import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { type BabyStage, stageMonths } from '@core/baby/months'
import { localizedHref } from '@core/i18n/localized-href'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { stageNames } from '~/components/baby/labels'
import { monthsOptions } from '~/components/baby/queries'
import { Breadcrumbs } from '~/components/layout/Breadcrumbs'
import { Icon } from '~/components/ui/Icon'
import { arrowRight } from '~/components/ui/icons/arrow-right'
import { badgeCheck } from '~/components/ui/icons/badge-check'
import { primaryButton } from '~/components/ui/buttons'
import { pageHead } from '~/lib/seo'
import { useTRPC } from '~/trpc/react'
import { GuideCards } from '~/components/health/GuideNavigation'

export const Route = createFileRoute('/baby/')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context }) => (await import('~/components/baby/route-data')).loadBabyHub(context),
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

const linkClass =
  'font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700'

const stages: BabyStage[] = ['first', 'second', 'toddler']

function Page() {
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: months } = useSuspenseQuery(monthsOptions(trpc, locale))

  return (
    <div data-testid="baby-hub">
      <div className="bg-gradient-to-b from-violet-50 via-pink-50/30 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <Breadcrumbs items={[{ label: m.nav_home(), link: { to: '/' } }, { label: m.baby_hub_title() }]} />
        </div>
        <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-14">
          <div>
            <p className="text-sm font-bold uppercase tracking-wider text-pink-700">{m.baby_hub_eyebrow()}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {m.baby_hub_title()}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{m.baby_hub_intro()}</p>
            <p className="mt-5 flex max-w-2xl gap-2 text-slate-700">
              <Icon shape={badgeCheck} className="mt-0.5 h-5 w-5 shrink-0 text-violet-700" />
              <span>
                {m.baby_hub_policy_text()}{' '}
                <Link to="/editorial-policy" className={linkClass} data-testid="editorial-policy-link">
                  {m.pregnancy_hub_policy_link()}
                </Link>
              </span>
            </p>
          </div>
          <aside
            aria-labelledby="pregnancy-title"
            className="rounded-3xl border border-violet-100 bg-white p-6 shadow-sm"
          >
            <h2 id="pregnancy-title" className="text-xl font-bold text-slate-900">
              {m.baby_due_date_title()}
            </h2>
            <p className="mt-2 leading-7 text-slate-700">{m.baby_due_date_text()}</p>
            {/* Another section's route: a plain localized link, no route type needed. */}
            <a
              href={localizedHref('/pregnancy')}
              className={`${primaryButton} mt-5`}
              data-testid="pregnancy-link"
            >
              {m.baby_due_date_link()}
              <Icon shape={arrowRight} className="h-4 w-4 rtl:rotate-180" />
            </a>
          </aside>
        </div>
      </div>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:px-6">
        {stages.map((stage) => {
          const [from, to] = stageMonths[stage]
          return (
            <section key={stage} aria-labelledby={`stage-${stage}`} data-testid={`stage-${stage}`}>
              <h2
                id={`stage-${stage}`}
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                {stageNames[stage]()}
              </h2>
              <GuideCards
                entries={months
                  .filter((entry) => entry.month >= from && entry.month <= to)
                  .map((entry) => ({ number: entry.month, title: entry.title, summary: entry.summary }))}
                labelOf={(month) => m.baby_month_label({ month: String(month) })}
                testId="month-link"
                link={(month, props) => (
                  <Link to="/baby/month-{$month}" params={{ month: String(month) }} {...props} />
                )}
              />
            </section>
          )
        })}
      </div>
    </div>
  )
}

import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'
import { createFileRoute } from '@tanstack/react-router'
import type { CycleSectionField } from '@core/cycle/views'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { Blocks } from '~/components/health/Blocks'
import { WeekSources } from '~/components/health/WeekSources'
import { PeriodCalculator } from '~/features/tools/PeriodCalculator'
import { HealthPageHeader } from '~/components/health/HealthPage'
import { pageHead } from '~/lib/seo'

// The cycle hub: reviewed content from server/content/cycle and the period calculator, which
// runs in the browser only and loads with this route's chunk, not with any other page.
export const Route = createFileRoute('/cycle')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context }) => (await import('~/components/cycle/route-data')).loadCycle(context),
  // Stored in the database like community content: the same fresh time (lib/stale-time.ts).
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

const headings: Record<CycleSectionField, () => string> = {
  what: m.cycle_what_heading,
  usual: m.cycle_usual_heading,
  ask: m.cycle_ask_heading,
  urgent: m.cycle_urgent_heading,
  fertile: m.cycle_fertile_heading,
}

function Section({ field, text }: { field: CycleSectionField; text: string }) {
  const urgent = field === 'urgent'
  return (
    <section
      aria-labelledby={`${field}-heading`}
      className={urgent ? 'mt-10 rounded-3xl border-2 border-red-200 bg-red-50 p-5 sm:p-6' : 'mt-10'}
      data-testid={`cycle-${field}`}
    >
      <h2
        id={`${field}-heading`}
        className={`text-2xl font-bold tracking-tight ${urgent ? 'text-red-900' : 'text-slate-900'}`}
      >
        {headings[field]()}
      </h2>
      <Blocks text={text} />
    </section>
  )
}

function Page() {
  const locale = currentLocale()
  const { page } = Route.useLoaderData()

  return (
    <article data-testid="cycle-hub">
      <HealthPageHeader
        width="max-w-5xl"
        trail={[{ label: m.cycle_breadcrumb() }]}
        eyebrow={m.cycle_eyebrow()}
        page={page}
        locale={locale}
      />

      <div className="mx-auto max-w-5xl px-4 pb-8 sm:px-6">
        <section aria-labelledby="calculator-heading" data-testid="period-calculator">
          <h2 id="calculator-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {m.cycle_calc_heading()}
          </h2>
          <p className="mt-3 mb-6 max-w-3xl text-lg leading-8 text-slate-700">{m.cycle_calc_intro()}</p>
          <PeriodCalculator />
          <p className="mt-6 rounded-2xl bg-emerald-50 p-4 text-emerald-900" data-testid="privacy-note">
            {m.tools_privacy_note()}
          </p>
        </section>

        <div className="max-w-3xl">
          <Section field="what" text={page.sections.what} />
          <Section field="usual" text={page.sections.usual} />
          <Section field="ask" text={page.sections.ask} />
          <Section field="urgent" text={page.sections.urgent} />
          <Section field="fertile" text={page.sections.fertile} />

          <section aria-labelledby="how-heading" className="mt-10" data-testid="cycle-how">
            <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {m.tools_how_title()}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-800">{m.cycle_how()}</p>
          </section>

          <WeekSources page={page} locale={locale} />
        </div>
      </div>
    </article>
  )
}

import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import type { CycleSectionField } from '@core/cycle/views'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { Breadcrumbs } from '../components/community/Breadcrumbs'
import { formatDate, paragraphsOf } from '../components/community/format'
import { cycleOptions } from '../components/cycle/queries'
import { withSlots } from '../components/pregnancy/slots'
import { WeekSources } from '../components/pregnancy/WeekSources'
import { Icon } from '../components/ui/Icon'
import { badgeCheck } from '../components/ui/icons/badgeCheck'
import { PeriodCalculator } from '../features/tools/PeriodCalculator'
import { pageHead } from '../lib/seo'
import { useTRPC } from '../trpc/react'

// The cycle hub: reviewed content from server/content/cycle and the period calculator, which
// runs in the browser only and loads with this route's chunk, not with any other page.
export const Route = createFileRoute('/cycle')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context }) => (await import('../components/cycle/route-data')).loadCycle(context),
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

const linkClass =
  'font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700'

const headings: Record<CycleSectionField, () => string> = {
  what: m.cycle_what_heading,
  usual: m.cycle_usual_heading,
  ask: m.cycle_ask_heading,
  urgent: m.cycle_urgent_heading,
  fertile: m.cycle_fertile_heading,
}

/** A title written for a heading, inside a sentence: "Ginecóloga" → "ginecóloga". */
function inSentence(title: string, locale: Locale): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLocaleLowerCase(locale) + title.slice(1) : title
}

/** Paragraphs, and lists written as blocks of "- " lines. */
function Blocks({ text }: { text: string }) {
  return (
    <div className="mt-4 space-y-4 text-lg leading-8 text-slate-800">
      {paragraphsOf(text).map((block, index) =>
        block.startsWith('- ') ? (
          <ul key={index} className="list-disc space-y-2 ps-6">
            {block.split('\n').map((item) => (
              <li key={item}>{item.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block}</p>
        ),
      )}
    </div>
  )
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
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: page } = useSuspenseQuery(cycleOptions(trpc, locale))
  const dateOf = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale)}</time>

  return (
    <article data-testid="cycle-hub">
      <div className="bg-gradient-to-b from-violet-50 via-pink-50/30 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">
          <Breadcrumbs
            items={[{ label: m.nav_home(), link: { to: '/' } }, { label: m.cycle_breadcrumb() }]}
          />
        </div>
        <header className="mx-auto max-w-5xl px-4 pt-8 pb-10 sm:px-6 lg:pt-12">
          <p className="text-sm font-bold uppercase tracking-wider text-pink-700">{m.cycle_eyebrow()}</p>
          <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{page.summary}</p>
          <div className="mt-6 flex max-w-3xl gap-2 text-slate-700">
            <Icon shape={badgeCheck} className="mt-0.5 h-5 w-5 shrink-0 text-violet-700" />
            <div className="space-y-1">
              <p data-testid="reviewed-by">
                {withSlots(m.pregnancy_week_reviewed_by, {
                  expert: (
                    <Link
                      to="/community/experts/$slug"
                      params={{ slug: page.reviewer.slug }}
                      className={linkClass}
                      data-testid="reviewer-link"
                    >
                      {page.reviewer.name}
                    </Link>
                  ),
                  speciality: inSentence(page.reviewer.speciality, locale),
                  date: dateOf(page.reviewedOn),
                })}
              </p>
              <p className="text-sm text-slate-600">
                {page.corrections.length > 0 && (
                  <>
                    <a href="#corrections" className={linkClass} data-testid="updated-on">
                      {withSlots(m.pregnancy_week_updated, { date: dateOf(page.dateModified) })}
                    </a>
                    <span aria-hidden="true" className="mx-2 text-slate-400">
                      ·
                    </span>
                  </>
                )}
                <span data-testid="next-review">
                  {withSlots(m.pregnancy_week_next_review, { date: dateOf(page.nextReview) })}
                </span>
                <span aria-hidden="true" className="mx-2 text-slate-400">
                  ·
                </span>
                <Link to="/editorial-policy" className={linkClass} data-testid="editorial-policy-link">
                  {m.pregnancy_week_editorial_link()}
                </Link>
              </p>
            </div>
          </div>
        </header>
      </div>

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

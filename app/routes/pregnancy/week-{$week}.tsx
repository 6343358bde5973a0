import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import type { Locale } from '@core/i18n/locales'
import type { WeekReviewer } from '@core/pregnancy/views'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { parseWeekParam, trimesterOf } from '@core/pregnancy/weeks'
import { Breadcrumbs } from '../../components/community/Breadcrumbs'
import { Icon } from '../../components/ui/Icon'
import { badgeCheck } from '../../components/ui/icons/badgeCheck'
import { formatDate } from '../../components/community/format'
import { trimesterNames } from '../../components/pregnancy/labels'
import { weekOptions } from '../../components/pregnancy/queries'
import { withSlots } from '../../components/pregnancy/slots'
import { WeekAside, WeekPager, WeekSections } from '../../components/pregnancy/WeekSections'
import { WeekSources } from '../../components/pregnancy/WeekSources'
import { DeferredShare } from '../../features/share/DeferredShare'
import { pageHead } from '../../lib/seo'
import { useTRPC } from '../../trpc/react'

// `week-{$week}`: the number follows a fixed prefix in the segment (`semana-` in es and pt, by
// the table of localized paths). Anything but 1 to 40 written plainly is the ordinary 404.
export const Route = createFileRoute('/pregnancy/week-{$week}')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context, params }) =>
    (await import('../../components/pregnancy/route-data')).loadWeek(context, params.week),
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

const linkClass =
  'font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700'

/** A title written for a heading, inside a sentence: "Obstetra" → "obstetra", "IBCLC …" kept. */
function inSentence(title: string, locale: Locale): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLocaleLowerCase(locale) + title.slice(1) : title
}

function Page() {
  const { week: param } = Route.useParams()
  const trpc = useTRPC()
  const locale = currentLocale()
  const { data: page } = useSuspenseQuery(weekOptions(trpc, parseWeekParam(param) ?? 0, locale))
  const weekLabel = m.pregnancy_week_label({ week: String(page.week) })
  const expertLink = (reviewer: WeekReviewer, testId: string) => (
    <Link
      to="/community/experts/$slug"
      params={{ slug: reviewer.slug }}
      className={linkClass}
      data-testid={testId}
    >
      {reviewer.name}
    </Link>
  )
  const dateOf = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale)}</time>

  return (
    <article data-testid="pregnancy-week" data-week={page.week}>
      <div className="bg-gradient-to-b from-violet-50 via-pink-50/30 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <Breadcrumbs
            items={[
              { label: m.nav_home(), link: { to: '/' } },
              { label: m.pregnancy_hub_title(), link: { to: '/pregnancy' } },
              { label: weekLabel },
            ]}
          />
        </div>
        <header className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 lg:pt-12">
          <p className="text-sm font-bold uppercase tracking-wider text-pink-700">
            {m.pregnancy_week_eyebrow({
              week: String(page.week),
              trimester: trimesterNames[trimesterOf(page.week)](),
            })}
          </p>
          <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{page.summary}</p>
          <div className="mt-6 flex max-w-3xl gap-2 text-slate-700">
            <Icon shape={badgeCheck} className="mt-0.5 h-5 w-5 shrink-0 text-violet-700" />
            <div className="space-y-1">
              <p data-testid="reviewed-by">
                {withSlots(m.pregnancy_week_reviewed_by, {
                  expert: expertLink(page.reviewer, 'reviewer-link'),
                  speciality: inSentence(page.reviewer.speciality, locale),
                  date: dateOf(page.reviewedOn),
                })}
              </p>
              {page.coReviewer && (
                <p data-testid="co-reviewed-by">
                  {withSlots(m.pregnancy_week_co_reviewed_by, {
                    expert: expertLink(page.coReviewer, 'co-reviewer-link'),
                    speciality: inSentence(page.coReviewer.speciality, locale),
                  })}
                </p>
              )}
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
          <div className="mt-6">
            <DeferredShare title={page.title} path={`/pregnancy/week-${page.week}`} locale={locale} />
          </div>
        </header>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 max-w-3xl">
          <WeekSections page={page} />
          <WeekSources page={page} locale={locale} />
          <WeekPager page={page} />
        </div>
        <WeekAside page={page} />
      </div>
    </article>
  )
}

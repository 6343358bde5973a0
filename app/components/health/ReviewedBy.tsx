// Who reviewed a health page and when, when it changed and is next reviewed, and the editorial
// policy: the lines under the title of every week page, month page and the cycle hub.
import { Link } from '@tanstack/react-router'
import type { Locale } from '@core/i18n/locales'
import type { WeekCorrection, WeekReviewer } from '@core/pregnancy/views'
import * as m from '@core/paraglide/messages'
import { formatDate } from '~/lib/text-format'
import { withSlots } from './slots'
import { Icon } from '~/components/ui/Icon'
import { badgeCheck } from '~/components/ui/icons/badge-check'

const linkClass =
  'font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700'

/** A title written for a heading, inside a sentence: "Obstetra" → "obstetra", "IBCLC …" kept. */
function inSentence(title: string, locale: Locale): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLocaleLowerCase(locale) + title.slice(1) : title
}

export function ReviewedBy({
  page,
  locale,
}: {
  page: {
    reviewer: WeekReviewer
    coReviewer?: WeekReviewer | null
    reviewedOn: string
    dateModified: string
    nextReview: string
    corrections: WeekCorrection[]
  }
  locale: Locale
}) {
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
  )
}

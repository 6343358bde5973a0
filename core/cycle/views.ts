// What the cycle hub's procedure answers (JSON-safe), shared by the server and the page.
import type { Locale } from '../i18n/locales'
import type { WeekCorrection, WeekReviewer, WeekSource } from '../pregnancy/views'

/** The hub's sections, in page order. */
export const cycleSectionFields = ['what', 'usual', 'ask', 'urgent', 'fertile'] as const
export type CycleSectionField = (typeof cycleSectionFields)[number]

export interface CycleView {
  locale: Locale
  title: string
  summary: string
  /** Blocks separated by a blank line; a block of "- " lines is a list. */
  sections: Record<CycleSectionField, string>
  /** YYYY-MM-DD */
  reviewedOn: string
  nextReview: string
  /** The newest correction's date, else the review's. */
  dateModified: string
  /** A gynaecologist who reviews in the page's language. */
  reviewer: WeekReviewer
  sources: WeekSource[]
  corrections: WeekCorrection[]
}

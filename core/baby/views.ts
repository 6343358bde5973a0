// What the baby procedures answer (JSON-safe), shared by the server and the pages.
import type { Locale } from '../i18n/locales.ts'
import type { ReviewedPage, WeekReviewer } from '../pregnancy/views.ts'

/** A month's sections, in page order. */
export const monthSectionFields = [
  'development',
  'feedingSleep',
  'tip',
  'checkups',
  'callProfessional',
] as const
export type MonthSectionField = (typeof monthSectionFields)[number]

export interface MonthSummary {
  month: number
  title: string
  summary: string
}

export interface MonthView extends MonthSummary, ReviewedPage {
  locale: Locale
  /** Blocks separated by a blank line; a block of "- " lines is a list. */
  sections: Record<MonthSectionField, string>
  /** A paediatrician or a midwife who reviews in the page's language. */
  reviewer: WeekReviewer
  /** A specialist who reviewed the part in their field (feeding, for the first months). */
  coReviewer: WeekReviewer | null
  /** Public community groups of the month's stage. */
  groups: Array<{ slug: string; name: string }>
  previous: MonthSummary | null
  next: MonthSummary | null
}

// What the cycle hub's procedure answers (JSON-safe), shared by the server and the page.
import type { Locale } from '../i18n/locales.ts'
import type { ReviewedPage, WeekReviewer } from '../pregnancy/views.ts'

/** The hub's sections, in page order. */
export const cycleSectionFields = ['what', 'usual', 'ask', 'urgent', 'fertile'] as const
export type CycleSectionField = (typeof cycleSectionFields)[number]

export interface CycleView extends ReviewedPage {
  locale: Locale
  title: string
  summary: string
  /** Blocks separated by a blank line; a block of "- " lines is a list. */
  sections: Record<CycleSectionField, string>
  /** A gynaecologist who reviews in the page's language. */
  reviewer: WeekReviewer
}

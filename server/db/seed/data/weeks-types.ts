// Shape of the week-by-week pregnancy pages. Each locale's 40 weeks are written natively in
// weeks.{locale}.ts (not translated sentence by sentence), reviewed by one of the seed experts.
import type { ContentLocale } from './types.ts'

export interface SeedWeek {
  /** 1 to 40. */
  week: number
  /** The page title, e.g. "Week 12: the first trimester ends". Under 70 characters. */
  title: string
  /** One or two sentences for the meta description and the hub list. Under 160 characters. */
  summary: string
  /** The baby's size, compared to something familiar, e.g. "About the size of a lime (5.4 cm, 14 g)". */
  babySize: string
  /** Paragraphs separated by a blank line: how the baby develops this week. */
  baby: string
  /** Paragraphs separated by a blank line: the changes in the pregnant body this week. */
  body: string
  /** One practical tip for this week. */
  tip: string
  /** When to call a midwife, doctor or emergency service this week: concrete signs. */
  callProfessional: string
  /** Slug of the seed expert who reviewed the page (see experts.ts). */
  reviewerSlug: string
  /** ISO date (YYYY-MM-DD) of the last review, within 2026. */
  reviewedOn: string
}

export interface SeedWeeksContent {
  locale: ContentLocale
  weeks: SeedWeek[]
}

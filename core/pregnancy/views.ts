// What the pregnancy procedures answer (JSON-safe), shared by the server and the pages.
import type { Locale } from '../i18n/locales'

export interface WeekSummary {
  week: number
  title: string
  summary: string
}

export interface WeekView extends WeekSummary {
  locale: Locale
  babySize: string
  /** Paragraphs separated by a blank line. */
  baby: string
  /** Paragraphs separated by a blank line. */
  body: string
  tip: string
  callProfessional: string
  /** YYYY-MM-DD */
  reviewedOn: string
  reviewer: { slug: string; name: string; speciality: string }
  /** The public community group of the week's stage. */
  group: { slug: string; name: string; members: number }
  previous: WeekSummary | null
  next: WeekSummary | null
}

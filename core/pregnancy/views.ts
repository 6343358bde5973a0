// What the pregnancy procedures answer (JSON-safe), shared by the server and the pages.
import type { Locale } from '../i18n/locales'

export interface WeekSummary {
  week: number
  title: string
  summary: string
}

/** Guidance a week page follows, as its editors cite it. */
export interface WeekSource {
  title: string
  /** The body that publishes it, e.g. "NHS", "SEGO", "DGS". */
  publisher: string
  /** https:// only. */
  url: string
}

/** A substantial change to a page's advice, shown on the page with its date. */
export interface WeekCorrection {
  /** YYYY-MM-DD */
  date: string
  text: string
}

export interface WeekReviewer {
  slug: string
  name: string
  speciality: string
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
  /** YYYY-MM-DD: the last full review. */
  reviewedOn: string
  /** YYYY-MM-DD: when the page is reviewed again at the latest. */
  nextReview: string
  /** YYYY-MM-DD: the newest correction's date, else the review's. */
  dateModified: string
  /** An obstetrician or a midwife. */
  reviewer: WeekReviewer
  /** A specialist who reviewed the part of the page in their field. */
  coReviewer: WeekReviewer | null
  sources: WeekSource[]
  /** Oldest first. */
  corrections: WeekCorrection[]
  /** The public community group of the week's stage. */
  group: { slug: string; name: string; members: number }
  previous: WeekSummary | null
  next: WeekSummary | null
}

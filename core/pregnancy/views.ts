// What the pregnancy procedures answer (JSON-safe), shared by the server and the pages.
import type { Locale } from '../i18n/locales.ts'

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

/** What every reviewed health page (a week, a month, the cycle hub) says of its review. */
export interface ReviewedPage {
  /** YYYY-MM-DD: the last full review. */
  reviewedOn: string
  /** YYYY-MM-DD: when the page is reviewed again at the latest. */
  nextReview: string
  /** YYYY-MM-DD: the newest correction's date, else the review's. */
  dateModified: string
  reviewer: WeekReviewer
  sources: WeekSource[]
  /** Oldest first. */
  corrections: WeekCorrection[]
}

export interface WeekView extends WeekSummary, ReviewedPage {
  locale: Locale
  babySize: string
  /** Paragraphs separated by a blank line. */
  baby: string
  /** Paragraphs separated by a blank line. */
  body: string
  tip: string
  callProfessional: string
  /** An obstetrician or a midwife. */
  reviewer: WeekReviewer
  /** A specialist who reviewed the part of the page in their field. */
  coReviewer: WeekReviewer | null
  /** The public community group of the week's stage. */
  group: { slug: string; name: string; members: number }
  previous: WeekSummary | null
  next: WeekSummary | null
}

/** A week page's own words, in page order. */
export type WeekText = Pick<
  WeekView,
  'title' | 'summary' | 'babySize' | 'baby' | 'body' | 'tip' | 'callProfessional'
>

/** The words a week page's file gives, its database row keeps and its page shows, one to one. */
export function weekTextOf(page: WeekText): WeekText {
  return {
    title: page.title,
    summary: page.summary,
    babySize: page.babySize,
    baby: page.baby,
    body: page.body,
    tip: page.tip,
    callProfessional: page.callProfessional,
  }
}

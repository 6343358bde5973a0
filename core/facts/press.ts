// Press coverage the partner page may show. Real pieces only, each with its link and date: the
// page renders the strip from this list, and with an empty list it renders no press section at
// all (no heading, no anchor). Quotes are never written into components or message catalogues.
// No imports but a type, so scripts and tests can load it as they are.
import type { Locale } from '../i18n/locales.ts'

export interface PressEntry {
  /** The publication's name as it writes it. */
  publication: string
  /** What is shown: the piece's headline, or a sentence quoted word for word from it. */
  kind: 'headline' | 'quote'
  /** The headline or the quoted sentence, in the piece's own language. */
  text: string
  /** The piece itself: an https address. */
  url: string
  /** The day the piece was published, YYYY-MM-DD. */
  date: string
  /** The language of the piece (the page marks a quote in another language with its lang). */
  locale: Locale
}

/**
 * Empty on purpose: Nestwell has no press coverage on record. Add a piece only once it has been
 * published, with its address and date; the strip and its heading then appear by themselves.
 */
export const pressEntries: readonly PressEntry[] = []

// What named members say about the app, for the home page. Only words a real member published
// or approved for this use, each with where it was published and when: the home page shows the
// entries in its own language and, with none, no testimonials section at all. Quotes are never
// written into components or message catalogues.
import type { Locale } from '../i18n/locales.ts'

export interface Testimonial {
  /** The member's words, as published or approved by them, in their language. */
  text: string
  /** The name the member agreed to be shown with, e.g. "Hannah, mom of Leo". */
  attribution: string
  /** Where the words were published or the member's approval is recorded: an https address. */
  source: string
  /** The day the words were published or approved, YYYY-MM-DD. */
  date: string
  /** The language of the words: they are shown on that locale's home page only. */
  locale: Locale
}

/** Empty on purpose: there are no member testimonials on record. */
export const testimonials: readonly Testimonial[] = []

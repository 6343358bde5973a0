import { type Testimonial, testimonials } from '@core/facts/testimonials'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'

const quoteMarks: Record<Locale, [string, string]> = { en: ['“', '”'], es: ['«', '»'], pt: ['«', '»'] }

/**
 * Members' own words from core/facts/testimonials.ts, in the page's language, each linked to where
 * it was published. With none on record the home page has no testimonials section.
 */
export function Testimonials({ entries = testimonials }: { entries?: readonly Testimonial[] }) {
  const locale = currentLocale()
  const quotes = entries.filter((entry) => entry.locale === locale).slice(0, 3)
  if (quotes.length === 0) return null
  const [open, close] = quoteMarks[locale]
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2
          id="testimonials-title"
          className="text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          {m.home_testimonials_title()}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {quotes.map((quote) => (
            <li key={quote.source}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <blockquote cite={quote.source} className="flex-1 leading-7 text-slate-700">
                  {open}
                  {quote.text}
                  {close}
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 text-sm font-semibold text-slate-900">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-violet-100 font-bold text-violet-800"
                  >
                    {quote.attribution.charAt(0)}
                  </span>
                  <a href={quote.source} className="underline-offset-4 hover:underline">
                    {quote.attribution}
                  </a>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

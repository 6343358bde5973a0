import { Stars } from '../../ui/Icon'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'

const quoteMarks: Record<Locale, [string, string]> = { en: ['“', '”'], es: ['«', '»'], pt: ['«', '»'] }

export function Testimonials() {
  const [open, close] = quoteMarks[getLocale() as Locale]
  const quotes = [
    {
      text: m.home_testimonial_1_text(),
      name: m.home_testimonial_1_name(),
      tint: 'bg-pink-100 text-pink-800',
    },
    {
      text: m.home_testimonial_2_text(),
      name: m.home_testimonial_2_name(),
      tint: 'bg-violet-100 text-violet-800',
    },
    {
      text: m.home_testimonial_3_text(),
      name: m.home_testimonial_3_name(),
      tint: 'bg-amber-100 text-amber-900',
    },
  ]
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
            <li key={quote.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Stars className="h-4 w-4" />
                <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                  {open}
                  {quote.text}
                  {close}
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 text-sm font-semibold text-slate-900">
                  <span
                    aria-hidden="true"
                    className={`inline-flex h-10 w-10 items-center justify-center rounded-full font-bold ${quote.tint}`}
                  >
                    {quote.name.charAt(0)}
                  </span>
                  {quote.name}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

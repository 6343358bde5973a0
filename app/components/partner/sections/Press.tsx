import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'
import { dateFormat } from '../../../lib/format'
import { Section } from './Section'

// Fictional publications, shown alike: the name set in one type style, the month of the piece.
// (Each in its own made-up "logo" style looked like a row of fakes.) Quote i comes from outlet i.
const outlets = [
  { name: 'The Family Ledger', date: '2026-03-12' },
  { name: 'Healthtech Weekly', date: '2025-11-04' },
  { name: 'Startup Courier', date: '2025-09-22' },
  { name: 'Modern Parent Review', date: '2026-01-15' },
]

export function Press() {
  const quotes = [m.partner_press_1(), m.partner_press_2(), m.partner_press_3(), m.partner_press_4()]
  const month = dateFormat(getLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' })
  // Newest first, as a press strip reads.
  const items = outlets
    .map((outlet, index) => ({ ...outlet, quote: quotes[index]! }))
    .sort((a, b) => b.date.localeCompare(a.date))
  return (
    <Section id="press" title={m.partner_press_title()} tone="tinted">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="press">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col justify-between rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <blockquote className="leading-7 text-slate-800">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-100 pt-4">
                <cite className="block text-xs font-bold uppercase not-italic tracking-[0.14em] text-slate-900">
                  {item.name}
                </cite>
                <time dateTime={item.date} className="mt-1 block text-sm text-slate-500">
                  {month.format(new Date(`${item.date}T00:00:00Z`))}
                </time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

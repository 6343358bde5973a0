import { type PressEntry, pressEntries } from '@core/facts/press'
import { type Locale, languageTags } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { dateFormat } from '~/lib/format'
import { Section } from './Section'

const quoteMarks: Record<Locale, [string, string]> = { en: ['“', '”'], es: ['«', '»'], pt: ['«', '»'] }

/**
 * Press coverage from core/facts/press.ts: each piece links to itself and shows its month. With
 * no pieces on record there is no section at all (no heading, no anchor).
 */
export function Press({ entries = pressEntries }: { entries?: readonly PressEntry[] }) {
  if (entries.length === 0) return null
  const locale = currentLocale()
  const month = dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  // Newest first, as a press strip reads.
  const items = [...entries].sort((a, b) => b.date.localeCompare(a.date))
  return (
    <Section id="press" title={m.partner_press_title()} tone="tinted">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="press">
        {items.map((item) => {
          const [open, close] = quoteMarks[item.locale]
          return (
            <li key={item.url}>
              <figure className="flex h-full flex-col justify-between rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <blockquote
                  cite={item.url}
                  lang={item.locale === locale ? undefined : languageTags[item.locale]}
                  className="leading-7 text-slate-800"
                >
                  <p>{item.kind === 'quote' ? `${open}${item.text}${close}` : item.text}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4">
                  <a
                    href={item.url}
                    className="block text-xs font-bold uppercase tracking-[0.14em] text-slate-900 underline-offset-4 hover:underline"
                  >
                    <cite className="not-italic">{item.publication}</cite>
                  </a>
                  <time dateTime={item.date} className="mt-1 block text-sm text-slate-500">
                    {month.format(new Date(`${item.date}T00:00:00Z`))}
                  </time>
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

// The end of a week page and of the cycle hub: the guidance it follows (sources a reader can
// open) and, after a substantial correction, what changed and when (the editorial policy's promise).
import type { Locale } from '@core/i18n/locales'
import type { WeekView } from '@core/pregnancy/views'
import * as m from '@core/paraglide/messages'
import { formatDate } from '~/lib/text-format'

export function WeekSources({
  page,
  locale,
}: {
  page: Pick<WeekView, 'sources' | 'corrections'>
  locale: Locale
}) {
  return (
    <>
      <section aria-labelledby="sources-heading" className="mt-10" data-testid="week-sources">
        <h2 id="sources-heading" className="text-lg font-bold text-slate-900">
          {m.pregnancy_week_sources_heading()}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-700">{m.pregnancy_week_sources_intro()}</p>
        <ul className="mt-2 list-disc space-y-2 ps-5 text-sm leading-6 text-slate-700">
          {page.sources.map((source) => (
            <li key={source.url}>
              {source.publisher}:{' '}
              <a
                href={source.url}
                rel="noopener"
                className="font-medium text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700"
              >
                {source.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {page.corrections.length > 0 && (
        <section
          id="corrections"
          aria-labelledby="corrections-heading"
          className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-5"
          data-testid="week-corrections"
        >
          <h2 id="corrections-heading" className="text-lg font-bold text-slate-900">
            {m.pregnancy_week_corrections_heading()}
          </h2>
          <ul className="mt-2 space-y-2 text-sm leading-6 text-slate-800">
            {page.corrections.map((correction) => (
              <li key={`${correction.date}:${correction.text}`}>
                <time dateTime={correction.date} className="font-semibold">
                  {formatDate(correction.date, locale)}
                </time>
                {': '}
                {correction.text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

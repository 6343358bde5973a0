// The ovulation calculator: computed in the browser as the visitor types, never sent anywhere
// (no <form>, no request, no query string).
import { useId, useState } from 'react'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { getLocale } from '@core/paraglide/runtime'
import { DEFAULT_CYCLE_DAYS, cycle } from '@core/pregnancy/dates'
import { formatDay, formatSpan } from './format'
import { CycleSelect, DateField, ResultsPanel } from './ToolPage'

const resultLabel = 'block text-sm font-semibold uppercase tracking-wide text-violet-800'

export function OvulationCalculator() {
  const locale = getLocale() as Locale
  const id = useId()
  const [date, setDate] = useState('')
  const [cycleDays, setCycleDays] = useState(DEFAULT_CYCLE_DAYS)
  const result = date ? cycle(date, cycleDays) : null

  return (
    <div className="grid grid-cols-1 gap-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-2">
      <div className="space-y-6">
        <DateField id={`${id}-date`} label={m.tools_period_label()} value={date} onChange={setDate} />
        <CycleSelect id={`${id}-cycle`} value={cycleDays} onChange={setCycleDays} />
      </div>

      <ResultsPanel id={id} empty={m.tools_ovulation_empty()}>
        {result && (
          <dl className="space-y-4">
            <div>
              <dt className={resultLabel}>{m.tools_fertile_window()}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-slate-900" data-testid="fertile-window">
                {formatSpan(result.fertileStart, result.fertileEnd, locale)}
              </dd>
            </div>
            <div>
              <dt className={resultLabel}>{m.tools_ovulation_day()}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900" data-testid="ovulation-day">
                {formatDay(result.ovulation, locale, true)}
              </dd>
            </div>
            <div>
              <dt className={resultLabel}>{m.tools_next_periods()}</dt>
              <dd>
                <ul className="mt-1 space-y-1 text-lg text-slate-900" data-testid="next-periods">
                  {result.nextPeriods.map((day) => (
                    <li key={day}>{formatDay(day, locale)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        )}
      </ResultsPanel>
    </div>
  )
}

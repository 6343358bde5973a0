// The ovulation calculator: computed in the browser as the visitor types, never sent anywhere
// (no <form>, no request, no query string).
import { useId, useState } from 'react'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { DEFAULT_CYCLE_DAYS, ovulationEstimate, periodRange } from '@core/pregnancy/dates'
import { formatDay, formatSpan } from './format'
import { CycleSelect, DateField, DateProblem, ResultsPanel, useToday } from './ToolPage'

const resultLabel = 'block text-sm font-semibold uppercase tracking-wide text-violet-800'

export function OvulationCalculator() {
  const locale = currentLocale()
  const id = useId()
  const [date, setDate] = useState('')
  const [cycleDays, setCycleDays] = useState(DEFAULT_CYCLE_DAYS)
  const today = useToday()
  const range = today ? periodRange(cycleDays, today) : null
  // A period more than a cycle ago is not counted forward (see ovulationEstimate): no answer then
  // has dates in the past, or periods the visitor may not have had.
  const answer = date && today ? ovulationEstimate(date, cycleDays, today) : null
  const problem = answer && answer.status !== 'ok' ? `${id}-problem` : undefined

  return (
    <div className="grid grid-cols-1 gap-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-2">
      <div className="space-y-6">
        <DateField
          id={`${id}-date`}
          label={m.tools_period_label()}
          value={date}
          onChange={setDate}
          min={range?.min}
          max={range?.max}
          problemId={problem}
        />
        <CycleSelect id={`${id}-cycle`} value={cycleDays} onChange={setCycleDays} />
      </div>

      <ResultsPanel id={id} empty={m.tools_ovulation_empty()} reveal={answer && date}>
        {answer && problem ? (
          <DateProblem id={problem}>
            {answer.status === 'late'
              ? m.tools_ovulation_late({
                  cycle: String(cycleDays),
                  date: formatDay(answer.nextPeriod, locale),
                })
              : m.tools_period_future()}
          </DateProblem>
        ) : answer?.status === 'ok' ? (
          <dl className="space-y-4">
            <div>
              <dt className={resultLabel}>{m.tools_fertile_window()}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-slate-900" data-testid="fertile-window">
                {formatSpan(answer.fertileStart, answer.fertileEnd, locale)}
              </dd>
            </div>
            <div>
              <dt className={resultLabel}>{m.tools_ovulation_day()}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900" data-testid="ovulation-day">
                {formatDay(answer.ovulation, locale, true)}
              </dd>
            </div>
            <div>
              <dt className={resultLabel}>{m.tools_next_periods()}</dt>
              <dd>
                <ul className="mt-1 space-y-1 text-lg text-slate-900" data-testid="next-periods">
                  {answer.nextPeriods.map((day) => (
                    <li key={day}>{formatDay(day, locale)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        ) : null}
      </ResultsPanel>
    </div>
  )
}

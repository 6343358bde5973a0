// The period calculator: computed in the browser as the visitor types, never sent anywhere (no
// <form>, no request, no query string), with the pregnancy calculators' fields and results panel.
import { useState } from 'react'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import {
  DEFAULT_PERIOD_DAYS,
  MAX_PERIOD_DAYS,
  MIN_PERIOD_DAYS,
  type PeriodForecast,
  periodForecast,
} from '@core/cycle/periods'
import { formatDay, formatSpan } from './format'
import { LastPeriodCalculator, useLastPeriod } from './LastPeriodCalculator'
import { DateProblem, ResultsPanel, fieldClass, labelClass } from './fields'

const periodLengths = Array.from(
  { length: MAX_PERIOD_DAYS - MIN_PERIOD_DAYS + 1 },
  (_, i) => MIN_PERIOD_DAYS + i,
)
const resultLabel = 'block text-sm font-semibold uppercase tracking-wide text-violet-800'

function problemText(answer: Exclude<PeriodForecast, { status: 'ok' }>, cycleDays: number, locale: Locale) {
  if (answer.status === 'future') return m.tools_period_future()
  if (answer.status === 'late')
    return m.cycle_late({ cycle: String(cycleDays), date: formatDay(answer.nextPeriod, locale) })
  return answer.field === 'date'
    ? m.cycle_invalid_date()
    : answer.field === 'cycle'
      ? m.cycle_invalid_cycle()
      : m.cycle_invalid_period()
}

export function PeriodCalculator() {
  const locale = currentLocale()
  const input = useLastPeriod()
  const { id, date, cycleDays, today } = input
  const [periodDays, setPeriodDays] = useState(DEFAULT_PERIOD_DAYS)
  const answer = date && today ? periodForecast(date, cycleDays, periodDays, today) : null
  const problem = answer && answer.status !== 'ok' ? `${id}-problem` : undefined

  return (
    <LastPeriodCalculator
      input={input}
      problemId={problem}
      fields={
        <div>
          <label htmlFor={`${id}-period`} className={labelClass}>
            {m.cycle_period_length_label()}
          </label>
          <select
            id={`${id}-period`}
            value={periodDays}
            onChange={(event) => setPeriodDays(Number(event.target.value))}
            aria-describedby={`${id}-period-hint`}
            className={fieldClass}
            data-testid="period-length"
          >
            {periodLengths.map((days) => (
              <option key={days} value={days}>
                {m.tools_cycle_days({ count: String(days) })}
              </option>
            ))}
          </select>
          <p id={`${id}-period-hint`} className="mt-2 text-sm text-slate-600">
            {m.cycle_period_length_hint()}
          </p>
        </div>
      }
    >
      <ResultsPanel id={id} empty={m.cycle_empty()} reveal={answer && date}>
        {answer && answer.status !== 'ok' && problem ? (
          <DateProblem id={problem}>{problemText(answer, cycleDays, locale)}</DateProblem>
        ) : answer?.status === 'ok' ? (
          <>
            <p
              className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-3 font-medium text-amber-950"
              data-testid="not-contraception"
            >
              {m.cycle_not_contraception()}
            </p>
            <ol className="space-y-4" data-testid="period-forecast">
              {answer.cycles.map((cycle, index) => (
                <li
                  key={cycle.periodStart}
                  className="rounded-xl bg-white p-4"
                  data-testid="forecast-cycle"
                  // On a phone, the note and the next period come into view; the field stays.
                  data-reveal={index === 0 ? '' : undefined}
                >
                  <span className={resultLabel}>{m.cycle_result_period()}</span>
                  <span
                    className="mt-1 block text-xl font-extrabold text-slate-900"
                    data-testid="period-dates"
                  >
                    {formatSpan(cycle.periodStart, cycle.periodEnd, locale)}
                  </span>
                  <span className="mt-2 block text-sm font-semibold text-slate-700">
                    {m.cycle_result_fertile()}
                  </span>
                  <span className="block text-lg text-slate-900" data-testid="fertile-dates">
                    {formatSpan(cycle.fertileStart, cycle.fertileEnd, locale)}
                  </span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </ResultsPanel>
    </LastPeriodCalculator>
  )
}

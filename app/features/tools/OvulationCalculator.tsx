// The ovulation calculator: computed in the browser as the visitor types, never sent anywhere
// (no <form>, no request, no query string).
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { ovulationEstimate } from '@core/pregnancy/dates'
import { formatDay, formatSpan } from './format'
import { LastPeriodCalculator, useLastPeriod } from './LastPeriodCalculator'
import { DateProblem, ResultsPanel } from './fields'

const resultLabel = 'block text-sm font-semibold uppercase tracking-wide text-violet-800'

export function OvulationCalculator() {
  const locale = currentLocale()
  const input = useLastPeriod()
  const { id, date, cycleDays, today } = input
  // A period more than a cycle ago is not counted forward (see ovulationEstimate): no answer then
  // has dates in the past, or periods the visitor may not have had.
  const answer = date && today ? ovulationEstimate(date, cycleDays, today) : null
  const problem = answer && answer.status !== 'ok' ? `${id}-problem` : undefined

  return (
    <LastPeriodCalculator input={input} problemId={problem}>
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
    </LastPeriodCalculator>
  )
}

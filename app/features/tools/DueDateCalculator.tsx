// The due date calculator. Everything happens in this component: no <form> (nothing to
// submit, even before hydration), no request, no query string.
import { useId, useState } from 'react'
import { localizedHref } from '@core/i18n/localized-href'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import {
  DEFAULT_CYCLE_DAYS,
  type DueDateBasis,
  type DueDateEstimate,
  type DueDateInput,
  dateRange,
  estimate,
} from '@core/pregnancy/dates'
import { daysLabel, formatDay, weeksLabel } from './format'
import { CycleSelect, DateField, DateProblem, ResultsPanel, labelClass, useToday } from './fields'

type From = DueDateBasis['from']

const choiceClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700'

function Choice({
  name,
  value,
  checked,
  label,
  onChange,
}: {
  name: string
  value: string
  checked: boolean
  label: string
  onChange: () => void
}) {
  return (
    <label className={choiceClass}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="h-5 w-5 accent-violet-700"
      />
      <span className="font-medium text-slate-900">{label}</span>
    </label>
  )
}

export function DueDateCalculator() {
  const locale = currentLocale()
  const id = useId()
  const [from, setFrom] = useState<From>('period')
  const [date, setDate] = useState('')
  const [cycleDays, setCycleDays] = useState(DEFAULT_CYCLE_DAYS)
  const [embryoDays, setEmbryoDays] = useState<3 | 5>(5)

  const basis: DueDateBasis =
    from === 'period' ? { from, cycleDays } : from === 'conception' ? { from } : { from, embryoDays }
  const input: DueDateInput = { ...basis, date }
  const today = useToday()
  const range = today ? dateRange(basis, today) : null
  const answer = date && today ? estimate(input, today) : null
  const problem = answer?.status === 'future' || answer?.status === 'past' ? `${id}-problem` : undefined

  const dateLabel = {
    period: m.tools_period_label(),
    conception: m.tools_conception_label(),
    transfer: m.tools_transfer_label(),
  }[from]

  return (
    <div className="grid grid-cols-1 gap-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-2">
      <div className="space-y-6">
        <fieldset>
          <legend className={labelClass}>{m.tools_from_legend()}</legend>
          <div className="mt-2 grid gap-2">
            {(['period', 'conception', 'transfer'] as const).map((value) => (
              <Choice
                key={value}
                name={`${id}-from`}
                value={value}
                checked={from === value}
                onChange={() => setFrom(value)}
                label={
                  {
                    period: m.tools_from_period(),
                    conception: m.tools_from_conception(),
                    transfer: m.tools_from_transfer(),
                  }[value]
                }
              />
            ))}
          </div>
        </fieldset>
        <DateField
          id={`${id}-date`}
          label={dateLabel}
          value={date}
          onChange={setDate}
          min={range?.min}
          max={range?.max}
          problemId={problem}
        />
        {from === 'period' && <CycleSelect id={`${id}-cycle`} value={cycleDays} onChange={setCycleDays} />}
        {from === 'transfer' && (
          <fieldset>
            <legend className={labelClass}>{m.tools_embryo_legend()}</legend>
            <div className="mt-2 grid gap-2">
              {([3, 5] as const).map((days) => (
                <Choice
                  key={days}
                  name={`${id}-embryo`}
                  value={String(days)}
                  checked={embryoDays === days}
                  onChange={() => setEmbryoDays(days)}
                  label={days === 3 ? m.tools_embryo_3() : m.tools_embryo_5()}
                />
              ))}
            </div>
          </fieldset>
        )}
      </div>

      <ResultsPanel id={id} empty={m.tools_due_empty()} reveal={answer && date}>
        {answer && problem ? (
          <DateProblem id={problem}>
            {answer.status === 'past'
              ? m.tools_due_too_long_ago()
              : {
                  period: m.tools_period_future(),
                  conception: m.tools_conception_future(),
                  transfer: m.tools_transfer_too_far(),
                }[from]}
          </DateProblem>
        ) : answer?.status === 'planned' ? (
          <div className="space-y-4">
            <DueDay
              label={m.tools_transfer_planned_result({ date: formatDay(date, locale) })}
              day={answer.dueDate}
            />
            <p className="text-slate-800" data-testid="progress">
              {m.tools_transfer_planned_note()}
            </p>
          </div>
        ) : answer?.status === 'pregnant' ? (
          <Pregnant answer={answer} input={input} />
        ) : null}
      </ResultsPanel>
    </div>
  )
}

function DueDay({ label, day }: { label: string; day: string }) {
  const locale = currentLocale()
  return (
    <p>
      <span className="block text-sm font-semibold uppercase tracking-wide text-violet-800">{label}</span>
      <span className="mt-1 block text-2xl font-extrabold text-slate-900" data-testid="due-date">
        {formatDay(day, locale, true)}
      </span>
    </p>
  )
}

/** A pregnancy under way: the due date, how far along today, from which day, and that week's page. */
function Pregnant({
  answer,
  input,
}: {
  answer: Extract<DueDateEstimate, { status: 'pregnant' }>
  input: DueDateInput
}) {
  const locale = currentLocale()
  const { age } = answer
  const start = formatDay(answer.pregnancyStart, locale)
  const counted =
    input.from === 'period'
      ? m.tools_weeks_from_period({ date: start })
      : input.from === 'conception'
        ? m.tools_weeks_from_conception({ date: start })
        : m.tools_weeks_from_transfer({ date: start, days: String(14 + input.embryoDays) })
  // The cycle moves the due date, not the weeks: said whenever the two do not meet at 40+0.
  const shift = input.from === 'period' ? input.cycleDays - DEFAULT_CYCLE_DAYS : 0
  const cycleNote =
    input.from === 'period' && shift !== 0
      ? (shift > 0 ? m.tools_cycle_later : m.tools_cycle_earlier)({
          cycle: String(input.cycleDays),
          days: daysLabel(Math.abs(shift), locale),
        })
      : null
  return (
    <div className="space-y-4">
      <DueDay label={m.tools_due_result()} day={answer.dueDate} />
      <p className="text-lg text-slate-800" data-testid="progress">
        {m.tools_progress({ weeks: weeksLabel(age.weeks, locale), days: daysLabel(age.days, locale) })}
      </p>
      <p className="text-slate-700" data-testid="counted-from">
        {counted}
        {cycleNote && ` ${cycleNote}`}
      </p>
      <p>
        <a
          href={localizedHref(`/pregnancy/week-${age.pageWeek}`, locale)}
          className="font-semibold text-violet-800 underline underline-offset-4 hover:text-violet-950"
          data-testid="week-link"
        >
          {m.tools_week_link({ week: String(age.pageWeek) })}
        </a>
      </p>
    </div>
  )
}

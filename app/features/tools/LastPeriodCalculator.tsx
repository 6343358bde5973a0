// What the two cycle calculators (ovulation, period) share: the first day of the last period,
// accepted within the last cycle, and the cycle's length, beside the results panel. Computed in
// the browser as the visitor types, never sent anywhere.
import { type ReactNode, useId, useState } from 'react'
import * as m from '@core/paraglide/messages'
import { DEFAULT_CYCLE_DAYS, periodRange } from '@core/pregnancy/dates'
import { CycleSelect, DateField, useToday } from './fields'

export function useLastPeriod() {
  const id = useId()
  const [date, setDate] = useState('')
  const [cycleDays, setCycleDays] = useState(DEFAULT_CYCLE_DAYS)
  const today = useToday()
  return { id, date, setDate, cycleDays, setCycleDays, today }
}

export function LastPeriodCalculator({
  input,
  problemId,
  fields,
  children,
}: {
  input: ReturnType<typeof useLastPeriod>
  problemId: string | undefined
  /** The calculator's own fields, under the shared two. */
  fields?: ReactNode
  /** The results panel. */
  children: ReactNode
}) {
  const { id, date, setDate, cycleDays, setCycleDays, today } = input
  const range = today ? periodRange(cycleDays, today) : null
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
          problemId={problemId}
        />
        <CycleSelect id={`${id}-cycle`} value={cycleDays} onChange={setCycleDays} />
        {fields}
      </div>
      {children}
    </div>
  )
}

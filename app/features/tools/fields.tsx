// The calculators' fields and answer panel, shared by the two tool pages and the cycle hub's
// period calculator. Apart from ToolPage.tsx: the cycle hub draws no tool page frame, and
// importing these from it loaded the frame's store badges and app dialog with the hub.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import * as m from '@core/paraglide/messages'
import { MAX_CYCLE_DAYS, MIN_CYCLE_DAYS } from '@core/pregnancy/dates'
import { localToday } from './format'

export const fieldClass =
  'mt-2 block min-h-12 w-full rounded-xl border border-slate-400 bg-white px-4 py-2 text-base text-slate-900 focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-700'
export const labelClass = 'block font-semibold text-slate-900'

const cycleLengths = Array.from({ length: MAX_CYCLE_DAYS - MIN_CYCLE_DAYS + 1 }, (_, i) => MIN_CYCLE_DAYS + i)

/**
 * Where a calculator's answer appears, announced politely as it changes; `empty` until then.
 * `reveal` changes when a new answer is there: on a phone it appears below the fold, so it is
 * brought into view (as little as needed, smoothly unless the visitor asks for less motion).
 */
export function ResultsPanel({
  id,
  empty,
  reveal,
  children,
}: {
  id: string
  empty: string
  reveal?: string | null
  children: ReactNode
}) {
  const answerRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!reveal) return
    // After the typing settles: each digit of a typed year already makes a whole date.
    const timer = setTimeout(() => {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      // A long answer marks how far to bring it (`data-reveal`), so the field stays on screen.
      const target = answerRef.current?.querySelector('[data-reveal]') ?? answerRef.current
      target?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' })
    }, 400)
    return () => clearTimeout(timer)
  }, [reveal])
  return (
    <section aria-labelledby={`${id}-results`} className="rounded-2xl bg-violet-50 p-5 sm:p-6">
      <h2 id={`${id}-results`} className="text-xl font-bold text-slate-900">
        {m.tools_results_title()}
      </h2>
      <div ref={answerRef} aria-live="polite" aria-atomic="true" className="mt-4" data-testid="tool-results">
        {children || <p className="text-slate-700">{empty}</p>}
      </div>
    </section>
  )
}

/**
 * The visitor's calendar day, read again at each render once the page runs in the browser; null
 * in the server's markup and the hydrating render, so the server's clock and time zone never
 * decide what a visitor's date means (nor the field's bounds).
 */
export function useToday(): string | null {
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  return inBrowser ? localToday() : null
}

/** A calculator's answer that the date entered cannot have: tied to the field it is about. */
export function DateProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="font-medium text-slate-900" data-testid="date-problem">
      {children}
    </p>
  )
}

/**
 * The calculators' native date input, labelled, limited to the dates the calculator answers for
 * (the picker offers no others; a date typed outside them gets a `DateProblem`, `problemId`).
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  problemId,
}: {
  id: string
  label: string
  value: string
  onChange: (date: string) => void
  min?: string
  max?: string
  problemId?: string
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className={fieldClass}
        data-testid="tool-date"
      />
    </div>
  )
}

export function CycleSelect({
  id,
  value,
  onChange,
}: {
  id: string
  value: number
  onChange: (days: number) => void
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {m.tools_cycle_label()}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={`${id}-hint`}
        className={fieldClass}
        data-testid="cycle-length"
      >
        {cycleLengths.map((days) => (
          <option key={days} value={days}>
            {m.tools_cycle_days({ count: String(days) })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
        {m.tools_cycle_hint()}
      </p>
    </div>
  )
}

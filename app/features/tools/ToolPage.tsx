// The frame both calculators share: heading, the calculator, how it is calculated, the notes
// every estimate needs, and the call to get the app. Imported only by the two tool routes.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { GetAppButton, GetAppProvider } from '~/components/download/GetApp'
import { TextStoreBadges } from '~/components/ui/TextStoreBadges'
import { useSiteName } from '~/lib/use-site'
import * as m from '@core/paraglide/messages'
import { MAX_CYCLE_DAYS, MIN_CYCLE_DAYS } from '@core/pregnancy/dates'
import { localToday } from './format'

export const fieldClass =
  'mt-2 block min-h-12 w-full rounded-xl border border-slate-400 bg-white px-4 py-2 text-base text-slate-900 focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-violet-700'
export const labelClass = 'block font-semibold text-slate-900'

export function ToolPage({
  title,
  intro,
  how,
  appTitle,
  children,
}: {
  title: string
  intro: string
  how: string[]
  appTitle: (siteName: string) => string
  children: ReactNode
}) {
  const siteName = useSiteName()
  return (
    <GetAppProvider>
      <div className="bg-gradient-to-b from-violet-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-8 sm:px-6 lg:pt-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-12 px-4 pb-8 sm:px-6">
        {children}
        <p className="flex gap-2 rounded-2xl bg-emerald-50 p-4 text-emerald-900" data-testid="privacy-note">
          {m.tools_privacy_note()}
        </p>
        <section aria-labelledby="how-heading" className="max-w-3xl">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
            {m.tools_how_title()}
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-800">
            {how.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <div className="mt-6 space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 leading-7 text-amber-950">
            <p>{m.tools_estimate_note()}</p>
            <p>{m.tools_advice_note()}</p>
          </div>
        </section>
        <section
          aria-labelledby="app-heading"
          className="rounded-3xl bg-gradient-to-br from-violet-700 to-violet-900 px-6 py-10 text-center text-white"
          data-testid="tool-get-app"
        >
          <h2 id="app-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {appTitle(siteName)}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-violet-100">{m.tools_app_text()}</p>
          <div className="mt-6 flex flex-col items-center gap-5">
            <TextStoreBadges className="justify-center" />
            {/* Wide screens: the dialog with the QR code, as on the community pages. */}
            <GetAppButton className="hidden min-h-11 items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white md:inline-flex">
              {m.community_dialog_title({ siteName })}
            </GetAppButton>
          </div>
        </section>
      </div>
    </GetAppProvider>
  )
}

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

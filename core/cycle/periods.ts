// The period calculator's arithmetic: pure functions on calendar dates ('YYYY-MM-DD'), built on
// the pregnancy calculators' day counting (UTC, so a daylight-saving change never moves a day).
// Runs only in the visitor's browser: nothing a visitor enters is sent anywhere.
import { LUTEAL_DAYS, dayNumber, fromDayNumber, isCycleLength, periodRange } from '../pregnancy/dates.ts'

export { DEFAULT_CYCLE_DAYS, MAX_CYCLE_DAYS, MIN_CYCLE_DAYS } from '../pregnancy/dates.ts'

export const MIN_PERIOD_DAYS = 2
export const MAX_PERIOD_DAYS = 10
export const DEFAULT_PERIOD_DAYS = 5
/** How many periods ahead the calculator shows. */
export const FORECAST_PERIODS = 3
/** Sperm live up to five days: fertile from five days before ovulation to the day itself. */
const FERTILE_DAYS_BEFORE_OVULATION = 5

export function isPeriodLength(days: number): boolean {
  return Number.isInteger(days) && days >= MIN_PERIOD_DAYS && days <= MAX_PERIOD_DAYS
}

export interface ForecastCycle {
  /** The period's first and last day (inclusive). */
  periodStart: string
  periodEnd: string
  /** The cycle that ends with this period: ovulation 14 days before it, fertile the five days before. */
  ovulation: string
  fertileStart: string
  fertileEnd: string
}

export type PeriodForecast =
  | { status: 'ok'; cycles: ForecastCycle[] }
  /** Not a calendar date (2025-02-29, 2026-04-31, empty), or a length outside its range. */
  | { status: 'invalid'; field: 'date' | 'cycle' | 'period' }
  /** A last period that starts after today. */
  | { status: 'future' }
  /** The next period was due before today: it is late, or a later one was not entered. */
  | { status: 'late'; nextPeriod: string }

/** The dates the field accepts on `today`, inclusive: the last cycle, as the ovulation calculator. */
export const lastPeriodRange = periodRange

/**
 * The next three periods after the one that started on `lastPeriod`, and the estimated fertile
 * window before each. A period more than one cycle before `today` is not rolled forward: it may
 * be late (a pregnancy, a missed period), and counting on would invent periods that never came.
 */
export function periodForecast(
  lastPeriod: string,
  cycleDays: number,
  periodDays: number,
  today: string,
): PeriodForecast {
  const start = dayNumber(lastPeriod)
  if (start === null) return { status: 'invalid', field: 'date' }
  if (!isCycleLength(cycleDays)) return { status: 'invalid', field: 'cycle' }
  if (!isPeriodLength(periodDays)) return { status: 'invalid', field: 'period' }
  const range = lastPeriodRange(cycleDays, today)
  if (!range) throw new RangeError(`not a date: ${today}`)
  if (lastPeriod > range.max) return { status: 'future' }
  if (lastPeriod < range.min) return { status: 'late', nextPeriod: fromDayNumber(start + cycleDays) }
  const cycles = Array.from({ length: FORECAST_PERIODS }, (_, index) => {
    const next = start + (index + 1) * cycleDays
    const ovulation = next - LUTEAL_DAYS
    return {
      periodStart: fromDayNumber(next),
      periodEnd: fromDayNumber(next + periodDays - 1),
      ovulation: fromDayNumber(ovulation),
      fertileStart: fromDayNumber(ovulation - FERTILE_DAYS_BEFORE_OVULATION),
      fertileEnd: fromDayNumber(ovulation),
    }
  })
  return { status: 'ok', cycles }
}

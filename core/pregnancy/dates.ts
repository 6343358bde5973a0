// Pregnancy and cycle arithmetic for the calculators. Pure functions on calendar dates
// ('YYYY-MM-DD'), computed in UTC so a daylight-saving change never moves a day. Runs only
// in the visitor's browser: nothing a visitor enters is sent anywhere.

export const MIN_CYCLE_DAYS = 21
export const MAX_CYCLE_DAYS = 45
export const DEFAULT_CYCLE_DAYS = 28
/** Naegele's rule: 280 days from the first day of the last period, for a 28-day cycle. */
export const PREGNANCY_DAYS = 280
/** Conception happens about 14 days after the period starts in a 28-day cycle. */
const CONCEPTION_TO_DUE_DAYS = PREGNANCY_DAYS - 14
/** Ovulation comes about 14 days before the next period, whatever the cycle's length. */
export const LUTEAL_DAYS = 14
/** Sperm live up to five days: the fertile window is the five days before ovulation and the day itself. */
const FERTILE_DAYS_BEFORE_OVULATION = 5

const DAY_MS = 86_400_000
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date as a whole number of days since 1970-01-01, or null when it is not a real date. */
export function dayNumber(date: string): number | null {
  const match = isoDate.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const back = new Date(time)
  // Date.UTC rolls 2025-02-29 over to March: a date that does not round-trip does not exist.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null
  return Math.round(time / DAY_MS)
}

export function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(date: string, days: number): string {
  const start = dayNumber(date)
  if (start === null) throw new RangeError(`not a date: ${date}`)
  return fromDayNumber(start + days)
}

export function isCycleLength(days: number): boolean {
  return Number.isInteger(days) && days >= MIN_CYCLE_DAYS && days <= MAX_CYCLE_DAYS
}

export type DueDateInput =
  | { from: 'period'; date: string; cycleDays: number }
  | { from: 'conception'; date: string }
  /** An IVF transfer of a day-3 or day-5 embryo: the embryo is already that many days old. */
  | { from: 'transfer'; date: string; embryoDays: 3 | 5 }

export interface DueDateResult {
  dueDate: string
  /** The first day of the pregnancy as counted by midwives (the last period, or its equivalent). */
  pregnancyStart: string
}

/** Naegele's rule, adjusted for the cycle's length; conception and transfer count back from 266 days. */
export function dueDate(input: DueDateInput): DueDateResult | null {
  const day = dayNumber(input.date)
  if (day === null) return null
  let due: number
  if (input.from === 'period') {
    if (!isCycleLength(input.cycleDays)) return null
    due = day + PREGNANCY_DAYS + (input.cycleDays - DEFAULT_CYCLE_DAYS)
  } else if (input.from === 'conception') {
    due = day + CONCEPTION_TO_DUE_DAYS
  } else {
    due = day + CONCEPTION_TO_DUE_DAYS - input.embryoDays
  }
  return { dueDate: fromDayNumber(due), pregnancyStart: fromDayNumber(due - PREGNANCY_DAYS) }
}

export interface GestationalAge {
  weeks: number
  days: number
  /** The week-by-week page to read: the current week of pregnancy, 1 to 40. */
  pageWeek: number
}

/** How far along a pregnancy is on `today`, or null before it starts or past 42 weeks. */
export function gestationalAge(pregnancyStart: string, today: string): GestationalAge | null {
  const start = dayNumber(pregnancyStart)
  const now = dayNumber(today)
  if (start === null || now === null) return null
  const elapsed = now - start
  if (elapsed < 0 || elapsed > 42 * 7) return null
  const weeks = Math.floor(elapsed / 7)
  return { weeks, days: elapsed % 7, pageWeek: Math.min(40, Math.max(1, weeks + 1)) }
}

export interface CycleResult {
  ovulation: string
  fertileStart: string
  fertileEnd: string
  /** The next period starts, soonest first. */
  nextPeriods: string[]
}

/** Ovulation 14 days before the next period; fertile from five days before ovulation to the day itself. */
export function cycle(periodStart: string, cycleDays: number, periods = 3): CycleResult | null {
  const start = dayNumber(periodStart)
  if (start === null || !isCycleLength(cycleDays)) return null
  const nextPeriod = start + cycleDays
  const ovulation = nextPeriod - LUTEAL_DAYS
  return {
    ovulation: fromDayNumber(ovulation),
    fertileStart: fromDayNumber(ovulation - FERTILE_DAYS_BEFORE_OVULATION),
    fertileEnd: fromDayNumber(ovulation),
    nextPeriods: Array.from({ length: periods }, (_, i) => fromDayNumber(nextPeriod + i * cycleDays)),
  }
}

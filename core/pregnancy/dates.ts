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

/** What a due date is counted from, without the date itself. */
export type DueDateBasis =
  | { from: 'period'; cycleDays: number }
  | { from: 'conception' }
  /** An IVF transfer of a day-3 or day-5 embryo: the embryo is already that many days old. */
  | { from: 'transfer'; embryoDays: 3 | 5 }

export type DueDateInput = DueDateBasis & { date: string }

/**
 * Days from the entered date to the due date, or null for a cycle length outside 21–45 days.
 * Naegele's rule adjusted for the cycle's length (ovulation comes 14 days before the next period,
 * so a 35-day cycle ovulates a week later than day 14); conception and transfer count 266 days
 * from conception.
 */
function daysToDue(basis: DueDateBasis): number | null {
  if (basis.from === 'period') {
    if (!isCycleLength(basis.cycleDays)) return null
    return PREGNANCY_DAYS + (basis.cycleDays - DEFAULT_CYCLE_DAYS)
  }
  return basis.from === 'conception' ? CONCEPTION_TO_DUE_DAYS : CONCEPTION_TO_DUE_DAYS - basis.embryoDays
}

/**
 * Days from the entered date to the day the weeks of pregnancy are counted from.
 *
 * From a last period, the weeks are counted from that period's first day, whatever the cycle's
 * length: that is how gestational age is defined and how doctors and midwives date a pregnancy
 * by the last period. The cycle's length moves only the due date. Counting the weeks from the
 * cycle-adjusted date (due date − 280 days) instead would put the start up to 17 days after a
 * real, recent period, and tell a visitor whose period began three days ago, with a 35-day cycle,
 * that her date was impossible. The price: with a cycle other than 28 days, the weeks shown on
 * the due date are not exactly 40 (40+7 for a 35-day cycle). The result says so in words.
 *
 * From conception or a transfer, the weeks are counted as from a last period: from two weeks
 * before conception, so 280 days before the due date.
 */
function daysToStart(basis: DueDateBasis): number {
  if (basis.from === 'period') return 0
  if (basis.from === 'conception') return -(PREGNANCY_DAYS - CONCEPTION_TO_DUE_DAYS)
  return -(PREGNANCY_DAYS - CONCEPTION_TO_DUE_DAYS) - basis.embryoDays
}

export interface DueDateResult {
  dueDate: string
  /** The day the weeks of pregnancy are counted from: the last period's first day, or its equivalent. */
  pregnancyStart: string
}

/** Naegele's rule, adjusted for the cycle's length; conception and transfer count back from 266 days. */
export function dueDate(input: DueDateInput): DueDateResult | null {
  const day = dayNumber(input.date)
  const toDue = daysToDue(input)
  if (day === null || toDue === null) return null
  return { dueDate: fromDayNumber(day + toDue), pregnancyStart: fromDayNumber(day + daysToStart(input)) }
}

export interface GestationalAge {
  /** Completed weeks: 12+0 to 12+6 is "12 weeks pregnant". */
  weeks: number
  days: number
  /**
   * The week-by-week page to read: the completed weeks, as NHS and the milestone pages count
   * them (36+3 reads week 36, not week 37 "full term"), from 1 to 40.
   */
  pageWeek: number
}

/** How far along a pregnancy is on `today`, or null before it starts. */
export function gestationalAge(pregnancyStart: string, today: string): GestationalAge | null {
  const start = dayNumber(pregnancyStart)
  const now = dayNumber(today)
  if (start === null || now === null) return null
  const elapsed = now - start
  if (elapsed < 0) return null
  const weeks = Math.floor(elapsed / 7)
  return { weeks, days: elapsed % 7, pageWeek: Math.min(40, Math.max(1, weeks)) }
}

/** An estimate is shown up to two weeks after the due date: 42+0, when every service offers an induction. */
export const DAYS_AFTER_DUE_DATE = 14
/** A transfer may be planned ahead: up to a year from today it gives a due date, and no weeks yet. */
export const PLANNED_TRANSFER_DAYS = 365

export type DueDateEstimate =
  /** A pregnancy under way today. */
  | ({ status: 'pregnant'; age: GestationalAge } & DueDateResult)
  /** A transfer still to come: the due date it would give, and no weeks of pregnancy yet. */
  | { status: 'planned'; dueDate: string }
  /** A last period or a conception after today, or a transfer more than a year ahead. */
  | { status: 'future' }
  /** The due date was more than two weeks ago. */
  | { status: 'past' }

/** The dates the date field accepts for this basis on `today`, inclusive, or null for a bad cycle length. */
export function dateRange(basis: DueDateBasis, today: string): { min: string; max: string } | null {
  const now = dayNumber(today)
  const toDue = daysToDue(basis)
  if (now === null || toDue === null) return null
  return {
    min: fromDayNumber(now - DAYS_AFTER_DUE_DATE - toDue),
    max: fromDayNumber(basis.from === 'transfer' ? now + PLANNED_TRANSFER_DAYS : now),
  }
}

/**
 * What the due date calculator says on `today`, or null when the date or cycle is not valid. A
 * date in the future is never a pregnancy under way: a last period or a conception cannot be in
 * the future, and a transfer still to come gives its due date without weeks.
 */
export function estimate(input: DueDateInput, today: string): DueDateEstimate | null {
  const result = dueDate(input)
  const range = dateRange(input, today)
  if (!result || !range) return null
  if (input.date > range.max) return { status: 'future' }
  if (input.date < range.min) return { status: 'past' }
  // A transfer after today: its start (19 or 17 days earlier) may have passed, its pregnancy has not.
  if (input.date > today) return { status: 'planned', dueDate: result.dueDate }
  const age = gestationalAge(result.pregnancyStart, today)
  return age ? { status: 'pregnant', age, ...result } : null
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

export type CycleEstimate =
  | ({ status: 'ok' } & CycleResult)
  /** A period that starts after today. */
  | { status: 'future' }
  /** The next period was due before today: this is not the latest period, or the period is late. */
  | { status: 'late'; nextPeriod: string }

/** The period dates the ovulation calculator accepts on `today`, inclusive: within the last cycle. */
export function periodRange(cycleDays: number, today: string): { min: string; max: string } | null {
  const now = dayNumber(today)
  if (now === null || !isCycleLength(cycleDays)) return null
  return { min: fromDayNumber(now - cycleDays), max: today }
}

/**
 * What the ovulation calculator says on `today`. A period more than one cycle ago is not rolled
 * forward: the visitor said it was her last one, so the next was due and has not been entered.
 * Counting forward would invent periods that may not have come (a late period can mean a
 * pregnancy), so the answer is the date the next period was due, and a request for the latest one.
 */
export function ovulationEstimate(
  periodStart: string,
  cycleDays: number,
  today: string,
): CycleEstimate | null {
  const result = cycle(periodStart, cycleDays)
  const range = periodRange(cycleDays, today)
  if (!result || !range) return null
  if (periodStart > range.max) return { status: 'future' }
  if (periodStart < range.min) return { status: 'late', nextPeriod: result.nextPeriods[0]! }
  return { status: 'ok', ...result }
}

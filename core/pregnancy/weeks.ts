// The week-by-week pages: which weeks exist, their trimester and the community group each one
// points to. A week from a URL is only ever turned into a number here.
import { isPageNumber, parsePageNumber } from '../page-number.ts'

export const FIRST_WEEK = 1
export const LAST_WEEK = 40

export type Trimester = 1 | 2 | 3

/** Weeks 1–13, 14–27 and 28–40 (weeks counted from the first day of the last period). */
export const trimesterWeeks: Record<Trimester, readonly [number, number]> = {
  1: [1, 13],
  2: [14, 27],
  3: [28, 40],
}

export function trimesterOf(week: number): Trimester {
  return week <= trimesterWeeks[1][1] ? 1 : week <= trimesterWeeks[2][1] ? 2 : 3
}

export function isWeek(value: unknown): value is number {
  return isPageNumber(value, FIRST_WEEK, LAST_WEEK)
}

/** The week of a URL parameter: "12" is 12; "012", "1e3", "12.0", "abc", "0", "41" are not weeks. */
export function parseWeekParam(param: string): number | null {
  return parsePageNumber(param, FIRST_WEEK, LAST_WEEK)
}

/** The public community group a week's page points to. */
export type WeekGroupSlug = 'trying-to-conceive' | 'first-trimester' | 'second-trimester' | 'third-trimester'

/**
 * The public community group of a week's stage: weeks 1–3 come before a positive test (the
 * weeks are counted from the first day of the last period), so they go to Trying to conceive;
 * then the group of the week's trimester (4–13 first, 14–27 second, 28–40 third). Never a
 * private group such as "Pregnancy after loss", which a page must not send everyone to.
 */
export function groupSlugOfWeek(week: number): WeekGroupSlug {
  if (week <= 3) return 'trying-to-conceive'
  const trimester = trimesterOf(week)
  return trimester === 1 ? 'first-trimester' : trimester === 2 ? 'second-trimester' : 'third-trimester'
}

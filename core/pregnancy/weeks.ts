// The week-by-week pages: which weeks exist, their trimester and the community group each one
// points to. A week from a URL is only ever turned into a number here.
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
  return Number.isInteger(value) && (value as number) >= FIRST_WEEK && (value as number) <= LAST_WEEK
}

/** The week of a URL parameter: "12" is 12; "012", "1e3", "12.0", "abc", "0", "41" are not weeks. */
export function parseWeekParam(param: string): number | null {
  if (!/^[1-9]\d?$/.test(param)) return null
  const week = Number(param)
  return isWeek(week) ? week : null
}

/**
 * The public community group of a week's stage. There is no second-trimester group (the
 * pregnancy groups are first trimester, third trimester and the private "pregnancy after loss",
 * which a page must not send everyone to), so weeks 14–27 go to the nearer of the two public
 * ones: 14–20 are closer to the first trimester's end (week 13), 21–27 to the third's start (28).
 */
export function groupSlugOfWeek(week: number): 'first-trimester' | 'third-trimester' {
  return week <= 20 ? 'first-trimester' : 'third-trimester'
}

// The baby month-by-month pages: which months exist, their stage and the community groups a
// month points to. A month from a URL is only ever turned into a number here.
import { isPageNumber, parsePageNumber } from '../page-number.ts'

export const FIRST_MONTH = 1
export const LAST_MONTH = 24

/** The hub's sections: the first six months, six to twelve, the second year. */
export type BabyStage = 'first' | 'second' | 'toddler'

export const stageMonths: Record<BabyStage, readonly [number, number]> = {
  first: [1, 6],
  second: [7, 12],
  toddler: [13, 24],
}

export function stageOf(month: number): BabyStage {
  return month <= stageMonths.first[1] ? 'first' : month <= stageMonths.second[1] ? 'second' : 'toddler'
}

export function isMonth(value: unknown): value is number {
  return isPageNumber(value, FIRST_MONTH, LAST_MONTH)
}

/** The month of a URL parameter: "7" is 7; "07", "1e1", "7.0", "abc", "0", "25" are not months. */
export function parseMonthParam(param: string): number | null {
  return parsePageNumber(param, FIRST_MONTH, LAST_MONTH)
}

export type MonthGroupSlug = 'newborn-days' | 'breastfeeding-support'

/**
 * The public community groups a month's page points to: Newborn days for the first three months,
 * and Breastfeeding support ("from the first latch to weaning") throughout. Never a private group.
 */
export function groupSlugsOfMonth(month: number): MonthGroupSlug[] {
  return month <= 3 ? ['newborn-days', 'breastfeeding-support'] : ['breastfeeding-support']
}

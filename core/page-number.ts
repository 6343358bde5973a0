// The numbered guides' pages (the pregnancy weeks, the baby months): a number from a URL is only
// ever a page of the guide, written plainly.

/** Whether `value` is a whole number from `first` to `last`. */
export function isPageNumber(value: unknown, first: number, last: number): value is number {
  return Number.isInteger(value) && (value as number) >= first && (value as number) <= last
}

/** The page a URL parameter names: "7" is 7; "07", "1e1", "7.0", "abc" and numbers out of range are not. */
export function parsePageNumber(param: string, first: number, last: number): number | null {
  if (!/^[1-9]\d?$/.test(param)) return null
  const number = Number(param)
  return isPageNumber(number, first, last) ? number : null
}

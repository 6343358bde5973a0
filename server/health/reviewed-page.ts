// When a reviewed health page (a week, a month, the cycle hub) last changed: its newest
// correction's date when that comes after the review, else the review's (JSON-LD dateModified).
export function dateModifiedOf(reviewedOn: string, corrections: ReadonlyArray<{ date: string }>): string {
  const latestCorrection = corrections.at(-1)?.date
  return latestCorrection !== undefined && latestCorrection > reviewedOn ? latestCorrection : reviewedOn
}

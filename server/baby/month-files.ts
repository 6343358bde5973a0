// The baby month-by-month pages as editors write them: server/content/baby/{locale}/month-NN.md,
// YAML front matter (title, reviewers, dates, sources, corrections) and five `## ` sections,
// checked with the other health pages' pieces. Pure: the server bundles the files
// (./content.ts), the test reads them from disk; both run this parser, whose messages name the
// file and the field.
import { z } from 'zod'
import { FIRST_MONTH, LAST_MONTH } from '../../core/baby/months.ts'
import type { MonthSectionField } from '../../core/baby/views.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { type HealthFile, HealthFileError, parseHealthPage } from '../health/page-files.ts'
import {
  checkReviewDates,
  correction,
  expertSlug,
  isoDate,
  plainLine,
  source,
} from '../pregnancy/week-files.ts'

export const BABY_FOLDER = 'server/content/baby'

export const monthFrontMatter = z
  .strictObject({
    month: z.int().min(FIRST_MONTH).max(LAST_MONTH),
    title: plainLine(69),
    summary: plainLine(159),
    reviewer: expertSlug,
    coReviewer: expertSlug.optional(),
    reviewed: isoDate,
    nextReview: isoDate,
    sources: z.array(source).min(2, 'list 2 to 5 sources').max(5, 'list 2 to 5 sources'),
    corrections: z.array(correction).default([]),
  })
  .superRefine(checkReviewDates)

/** The page's sections, in this order, under these `## ` headings (field names, not shown). */
export const monthSectionHeadings = {
  Development: 'development',
  'Feeding and sleep': 'feedingSleep',
  Tip: 'tip',
  'Vaccines and check-ups': 'checkups',
  'When to call': 'callProfessional',
} as const satisfies Record<string, MonthSectionField>

export type MonthFile = HealthFile<z.output<typeof monthFrontMatter>, MonthSectionField>

export class MonthFileError extends HealthFileError {
  constructor(problems: string[]) {
    super('MonthFileError', 'Baby month pages have', problems)
  }
}

export function monthFileName(month: number): string {
  return `month-${String(month).padStart(2, '0')}.md`
}

/** One file's page, or the problems that stop it (each naming the file and the field). */
export function parseMonthFile(
  text: string,
  file: string,
  locale: Locale,
  expectedMonth: number,
): { page: MonthFile | null; problems: string[] } {
  const { parsed, problems } = parseHealthPage(
    text,
    file,
    monthFrontMatter,
    monthSectionHeadings,
    (front, found) => {
      if (front.month !== expectedMonth)
        found.push(`${file}: month: ${front.month} does not match the file name (month ${expectedMonth})`)
    },
  )
  return { page: parsed && { ...parsed.front, locale, file, sections: parsed.sections }, problems }
}

/**
 * Every locale's 24 pages from `{ 'en/month-01.md': text, … }` (paths relative to the folder);
 * throws a MonthFileError listing every problem of every file, a missing or unexpected one too.
 */
export function parseMonthFiles(
  texts: Record<string, string>,
  locales: readonly Locale[],
): Record<Locale, MonthFile[]> {
  const problems: string[] = []
  const pages = {} as Record<Locale, MonthFile[]>
  const expected = new Set<string>()
  for (const locale of locales) {
    pages[locale] = []
    for (let month = FIRST_MONTH; month <= LAST_MONTH; month++) {
      const name = `${locale}/${monthFileName(month)}`
      expected.add(name)
      const file = `${BABY_FOLDER}/${name}`
      const text = texts[name]
      if (text === undefined) {
        problems.push(`${file}: missing`)
        continue
      }
      const result = parseMonthFile(text, file, locale, month)
      problems.push(...result.problems)
      if (result.page) pages[locale].push(result.page)
    }
  }
  for (const name of Object.keys(texts).sort()) {
    if (!expected.has(name))
      problems.push(`${BABY_FOLDER}/${name}: unexpected file (names are {locale}/month-01.md to month-24.md)`)
  }
  if (problems.length > 0) throw new MonthFileError(problems)
  return pages
}

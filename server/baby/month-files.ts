// The baby month-by-month pages as editors write them: server/content/baby/{locale}/month-NN.md,
// YAML front matter (title, reviewers, dates, sources, corrections) and five `## ` sections,
// checked with the other health pages' pieces. Pure: the server bundles the files
// (./content.ts), the test reads them from disk; both run this parser, whose messages name the
// file and the field.
import { z } from 'zod'
import { FIRST_MONTH, LAST_MONTH } from '../../core/baby/months.ts'
import type { MonthSectionField } from '../../core/baby/views.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { parseBlockSections, readFrontMatter } from '../health/page-files.ts'
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

export interface MonthFile extends z.output<typeof monthFrontMatter> {
  locale: Locale
  file: string
  /** Blocks separated by a blank line; a block whose lines all start with "- " is a list. */
  sections: Record<MonthSectionField, string>
}

export class MonthFileError extends Error {
  override name = 'MonthFileError'
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Baby month pages have ${problems.length} problem(s):\n${problems.join('\n')}`)
    this.problems = problems
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
  const problems: string[] = []
  const { front, body } = readFrontMatter(text, file, monthFrontMatter, problems)
  if (body === null) return { page: null, problems }
  const sections = parseBlockSections(body, monthSectionHeadings, problems, file)
  if (front !== null && front.month !== expectedMonth)
    problems.push(`${file}: month: ${front.month} does not match the file name (month ${expectedMonth})`)
  if (front === null || problems.length > 0) return { page: null, problems }
  return { page: { ...front, locale, file, sections }, problems }
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

// The cycle hub as editors write it: server/content/cycle/{locale}.md, YAML front matter (title,
// reviewer, dates, sources, corrections) and five `## ` sections, checked with the week pages'
// pieces (server/pregnancy/week-files.ts). Pure: the server bundles the files (./content.ts),
// the test reads them from disk; both run this parser, whose messages name the file and field.
import { z } from 'zod'
import type { Locale } from '../../core/i18n/locales.ts'
import type { CycleSectionField } from '../../core/cycle/views.ts'
import { type HealthFile, HealthFileError, parseHealthPage } from '../health/page-files.ts'
import {
  checkReviewDates,
  correction,
  expertSlug,
  isoDate,
  plainLine,
  source,
} from '../pregnancy/week-files.ts'

export const CYCLE_FOLDER = 'server/content/cycle'

export const cycleFrontMatter = z
  .strictObject({
    title: plainLine(69),
    summary: plainLine(159),
    reviewer: expertSlug,
    reviewed: isoDate,
    nextReview: isoDate,
    // One page covers several topics (periods, bleeding, pain, emergencies, fertility).
    sources: z.array(source).min(3, 'list 3 to 10 sources').max(10, 'list 3 to 10 sources'),
    corrections: z.array(correction).default([]),
  })
  .superRefine(checkReviewDates)

/** The page's sections, in this order, under these `## ` headings (field names, not shown). */
export const cycleSectionHeadings = {
  'What a cycle is': 'what',
  'What is usual': 'usual',
  'Worth asking about': 'ask',
  'Get care now': 'urgent',
  'Fertile window': 'fertile',
} as const satisfies Record<string, CycleSectionField>

export type CycleFile = HealthFile<z.output<typeof cycleFrontMatter>, CycleSectionField>

export class CycleFileError extends HealthFileError {
  constructor(problems: string[]) {
    super('CycleFileError', 'The cycle page has', problems)
  }
}

/** One locale's page, or the problems that stop it (each naming the file and the field). */
export function parseCycleFile(
  text: string,
  file: string,
  locale: Locale,
): { page: CycleFile | null; problems: string[] } {
  const { parsed, problems } = parseHealthPage(text, file, cycleFrontMatter, cycleSectionHeadings)
  return { page: parsed && { ...parsed.front, locale, file, sections: parsed.sections }, problems }
}

/** Every locale's page from `{ 'en': text, … }`; throws a CycleFileError listing every problem. */
export function parseCycleFiles(texts: Partial<Record<Locale, string>>, locales: readonly Locale[]) {
  const problems: string[] = []
  const pages = {} as Record<Locale, CycleFile>
  for (const locale of locales) {
    const file = `${CYCLE_FOLDER}/${locale}.md`
    const text = texts[locale]
    if (text === undefined) {
      problems.push(`${file}: missing`)
      continue
    }
    const result = parseCycleFile(text, file, locale)
    problems.push(...result.problems)
    if (result.page) pages[locale] = result.page
  }
  if (problems.length > 0) throw new CycleFileError(problems)
  return pages
}

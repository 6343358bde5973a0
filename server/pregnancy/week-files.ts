// The week-by-week pages as editors write them: server/content/weeks/{locale}/week-NN.md, YAML
// front matter (title, reviewers, dates, sources, corrections) and four `## ` sections. Read
// from disk when the database is opened (plain node runs it too, so no bundler glob), checked
// against one schema whose messages name the file and the field.
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import { FIRST_WEEK, LAST_WEEK } from '../../core/pregnancy/weeks.ts'

export const WEEKS_FOLDER = 'server/content/weeks'
/** The editorial policy: every health page is reviewed at least once a year. */
export const MAX_REVIEW_INTERVAL_MONTHS = 12

// The pieces below are exported for the cycle page's file (server/cycle/cycle-files.ts).
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'not a real date')
export const plainLine = (max: number) =>
  z
    .string()
    .trim()
    .min(3, 'too short')
    .max(max, `longer than ${max} characters`)
    .refine((value) => !/[<>\n]/.test(value), 'one line of plain text (no HTML)')
export const expertSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an expert slug, e.g. dr-helena-marsh')

export const source = z.strictObject({
  title: plainLine(200),
  publisher: plainLine(80),
  url: z.url({ protocol: /^https$/, error: 'an https:// address a reader can open' }),
})

export const correction = z.strictObject({
  date: isoDate,
  text: z.string().trim().min(20, 'say what changed').max(400, 'keep it under 400 characters'),
})

export function addMonths(date: string, months: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCMonth(day.getUTCMonth() + months)
  return day.toISOString().slice(0, 10)
}

/** The editorial policy's rules on a health page's dates and reviewers (week, cycle, month files). */
export function checkReviewDates(
  page: {
    reviewed: string
    nextReview: string
    reviewer?: string
    coReviewer?: string | undefined
    corrections: Array<{ date: string }>
  },
  context: z.RefinementCtx,
): void {
  if (page.nextReview <= page.reviewed)
    context.addIssue({ code: 'custom', path: ['nextReview'], message: 'must come after `reviewed`' })
  const latest = addMonths(page.reviewed, MAX_REVIEW_INTERVAL_MONTHS)
  if (page.nextReview > latest)
    context.addIssue({
      code: 'custom',
      path: ['nextReview'],
      message: `at most ${MAX_REVIEW_INTERVAL_MONTHS} months after \`reviewed\` (${latest})`,
    })
  if (page.coReviewer !== undefined && page.coReviewer === page.reviewer)
    context.addIssue({ code: 'custom', path: ['coReviewer'], message: 'the same person as `reviewer`' })
  page.corrections.forEach((entry, index) => {
    if (index > 0 && entry.date < page.corrections[index - 1]!.date)
      context.addIssue({ code: 'custom', path: ['corrections', index, 'date'], message: 'oldest first' })
  })
}

export const weekFrontMatter = z
  .strictObject({
    week: z.int().min(FIRST_WEEK).max(LAST_WEEK),
    title: plainLine(69),
    summary: plainLine(159),
    babySize: plainLine(160),
    reviewer: expertSlug,
    coReviewer: expertSlug.optional(),
    reviewed: isoDate,
    nextReview: isoDate,
    sources: z.array(source).min(2, 'list 2 to 4 sources').max(4, 'list 2 to 4 sources'),
    corrections: z.array(correction).default([]),
  })
  .superRefine(checkReviewDates)

export type WeekFrontMatter = z.output<typeof weekFrontMatter>

/** The page's sections, in this order, under these `## ` headings (field names, not shown). */
const sectionHeadings = {
  Baby: 'baby',
  Body: 'body',
  Tip: 'tip',
  'When to call': 'callProfessional',
} as const
type SectionField = (typeof sectionHeadings)[keyof typeof sectionHeadings]

export interface WeekFile extends WeekFrontMatter {
  locale: Locale
  /** Relative to the project root, for messages. */
  file: string
  /** Paragraphs separated by a blank line. */
  baby: string
  body: string
  tip: string
  callProfessional: string
}

export class WeekFileError extends Error {
  override name = 'WeekFileError'
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Week pages have ${problems.length} problem(s):\n${problems.join('\n')}`)
    this.problems = problems
  }
}

export function splitFrontMatter(source: string): { front: string; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  return match ? { front: match[1]!, body: source.slice(match[0].length) } : null
}

/** The four sections of a page's body; problems say which heading is missing or unexpected. */
function parseSections(body: string, problems: string[], file: string): Record<SectionField, string> {
  const sections: Partial<Record<SectionField, string>> = {}
  const parts = body.split(/^## +(.+?)\s*$/m)
  if (parts[0]!.trim()) problems.push(`${file}: text before the first section heading`)
  const expected = Object.keys(sectionHeadings)
  const found: string[] = []
  for (let index = 1; index < parts.length; index += 2) {
    const heading = parts[index]!
    const text = parts[index + 1]!.trim()
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
      .join('\n\n')
    found.push(heading)
    if (!(heading in sectionHeadings)) {
      problems.push(`${file}: unknown section "## ${heading}" (expected ${expected.join(', ')})`)
      continue
    }
    const field = sectionHeadings[heading as keyof typeof sectionHeadings]
    if (text.length < 20) problems.push(`${file}: section "## ${heading}" is empty or too short`)
    if (/<[a-z/!]|\]\(|^#/im.test(text))
      problems.push(`${file}: section "## ${heading}" must be plain paragraphs (no HTML, links or headings)`)
    sections[field] = text
  }
  if (found.join('|') !== expected.join('|'))
    problems.push(`${file}: sections must be ${expected.map((h) => `"## ${h}"`).join(', ')} in this order`)
  return sections as Record<SectionField, string>
}

/** One file's page, or the problems that stop it (each naming the file and the field). */
export function parseWeekFile(
  source: string,
  file: string,
  locale: Locale,
  expectedWeek: number | null,
): { page: WeekFile | null; problems: string[] } {
  const problems: string[] = []
  const split = splitFrontMatter(source)
  if (!split) return { page: null, problems: [`${file}: no front matter (a block between --- lines)`] }
  let data: unknown
  try {
    data = parseYaml(split.front)
  } catch (error) {
    return { page: null, problems: [`${file}: front matter is not valid YAML: ${(error as Error).message}`] }
  }
  const front = weekFrontMatter.safeParse(data)
  if (!front.success) {
    for (const issue of front.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '(front matter)'
      problems.push(`${file}: ${field}: ${issue.message}`)
    }
  }
  const sections = parseSections(split.body, problems, file)
  if (front.success && expectedWeek !== null && front.data.week !== expectedWeek)
    problems.push(`${file}: week: ${front.data.week} does not match the file name (week ${expectedWeek})`)
  if (!front.success || problems.length > 0) return { page: null, problems }
  return { page: { ...front.data, ...sections, locale, file }, problems }
}

export interface WeekFiles {
  pages: WeekFile[]
  /** sha256 of every file's name and text: the database is updated when it changes. */
  hash: string
}

/** Every locale's 40 pages; throws a WeekFileError listing every problem of every file. */
export function readWeekFiles(root: string): WeekFiles {
  const problems: string[] = []
  const pages: WeekFile[] = []
  const hash = createHash('sha256')
  for (const locale of locales) {
    const folder = join(root, WEEKS_FOLDER, locale)
    const names = readdirSync(folder).sort()
    for (const name of names) {
      const file = `${WEEKS_FOLDER}/${locale}/${name}`
      const match = /^week-(\d{2})\.md$/.exec(name)
      if (!match) {
        problems.push(`${file}: unexpected file (names are week-01.md to week-40.md)`)
        continue
      }
      const source = readFileSync(join(folder, name), 'utf8')
      hash.update(`${file}\0${source}\0`)
      const result = parseWeekFile(source, file, locale, Number(match[1]))
      problems.push(...result.problems)
      if (result.page) pages.push(result.page)
    }
    for (let week = FIRST_WEEK; week <= LAST_WEEK; week++) {
      const name = `week-${String(week).padStart(2, '0')}.md`
      if (!names.includes(name)) problems.push(`${WEEKS_FOLDER}/${locale}/${name}: missing`)
    }
  }
  if (problems.length > 0) throw new WeekFileError(problems)
  return { pages, hash: hash.digest('hex') }
}

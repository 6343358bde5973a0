// The cycle hub as editors write it: server/content/cycle/{locale}.md, YAML front matter (title,
// reviewer, dates, sources, corrections) and five `## ` sections, checked with the week pages'
// pieces (server/pregnancy/week-files.ts). Pure: the server bundles the files (./content.ts),
// the test reads them from disk; both run this parser, whose messages name the file and field.
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import type { Locale } from '../../core/i18n/locales.ts'
import type { CycleSectionField } from '../../core/cycle/views.ts'
import {
  MAX_REVIEW_INTERVAL_MONTHS,
  addMonths,
  correction,
  expertSlug,
  isoDate,
  plainLine,
  source,
  splitFrontMatter,
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
  .superRefine((page, context) => {
    if (page.nextReview <= page.reviewed)
      context.addIssue({ code: 'custom', path: ['nextReview'], message: 'must come after `reviewed`' })
    const latest = addMonths(page.reviewed, MAX_REVIEW_INTERVAL_MONTHS)
    if (page.nextReview > latest)
      context.addIssue({
        code: 'custom',
        path: ['nextReview'],
        message: `at most ${MAX_REVIEW_INTERVAL_MONTHS} months after \`reviewed\` (${latest})`,
      })
    page.corrections.forEach((entry, index) => {
      if (index > 0 && entry.date < page.corrections[index - 1]!.date)
        context.addIssue({ code: 'custom', path: ['corrections', index, 'date'], message: 'oldest first' })
    })
  })

/** The page's sections, in this order, under these `## ` headings (field names, not shown). */
export const cycleSectionHeadings = {
  'What a cycle is': 'what',
  'What is usual': 'usual',
  'Worth asking about': 'ask',
  'Get care now': 'urgent',
  'Fertile window': 'fertile',
} as const satisfies Record<string, CycleSectionField>

export interface CycleFile extends z.output<typeof cycleFrontMatter> {
  locale: Locale
  file: string
  /** Blocks separated by a blank line; a block whose lines all start with "- " is a list. */
  sections: Record<CycleSectionField, string>
}

export class CycleFileError extends Error {
  override name = 'CycleFileError'
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`The cycle page has ${problems.length} problem(s):\n${problems.join('\n')}`)
    this.problems = problems
  }
}

/** A block of text: a paragraph (its lines joined) or a list (one "- " line per item). */
function normaliseBlock(block: string): string {
  const lines = block.split('\n').map((line) => line.trim())
  if (lines.every((line) => line.startsWith('- ')))
    return lines.map((line) => `- ${line.slice(2).trim()}`).join('\n')
  return lines.join(' ')
}

function parseSections(body: string, problems: string[], file: string): Record<CycleSectionField, string> {
  const sections: Partial<Record<CycleSectionField, string>> = {}
  const parts = body.split(/^## +(.+?)\s*$/m)
  if (parts[0]!.trim()) problems.push(`${file}: text before the first section heading`)
  const expected = Object.keys(cycleSectionHeadings)
  const found: string[] = []
  for (let index = 1; index < parts.length; index += 2) {
    const heading = parts[index]!
    const blocks = parts[index + 1]!.trim().split(/\n\s*\n/)
    const text = blocks.map(normaliseBlock).join('\n\n')
    found.push(heading)
    if (!(heading in cycleSectionHeadings)) {
      problems.push(`${file}: unknown section "## ${heading}" (expected ${expected.join(', ')})`)
      continue
    }
    if (text.length < 20) problems.push(`${file}: section "## ${heading}" is empty or too short`)
    if (/<[a-z/!]|\]\(|^#/im.test(text))
      problems.push(
        `${file}: section "## ${heading}" must be plain paragraphs or "- " lists (no HTML, links or headings)`,
      )
    const mixed = blocks.find(
      (b) => /^\s*- /m.test(b) && !b.split('\n').every((l) => l.trim().startsWith('- ')),
    )
    if (mixed)
      problems.push(`${file}: section "## ${heading}": a list needs a blank line before and after it`)
    sections[cycleSectionHeadings[heading as keyof typeof cycleSectionHeadings]] = text
  }
  if (found.join('|') !== expected.join('|'))
    problems.push(`${file}: sections must be ${expected.map((h) => `"## ${h}"`).join(', ')} in this order`)
  return sections as Record<CycleSectionField, string>
}

/** One locale's page, or the problems that stop it (each naming the file and the field). */
export function parseCycleFile(
  text: string,
  file: string,
  locale: Locale,
): { page: CycleFile | null; problems: string[] } {
  const problems: string[] = []
  const split = splitFrontMatter(text)
  if (!split) return { page: null, problems: [`${file}: no front matter (a block between --- lines)`] }
  let data: unknown
  try {
    data = parseYaml(split.front)
  } catch (error) {
    return { page: null, problems: [`${file}: front matter is not valid YAML: ${(error as Error).message}`] }
  }
  const front = cycleFrontMatter.safeParse(data)
  if (!front.success) {
    for (const issue of front.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '(front matter)'
      problems.push(`${file}: ${field}: ${issue.message}`)
    }
  }
  const sections = parseSections(split.body, problems, file)
  if (!front.success || problems.length > 0) return { page: null, problems }
  return { page: { ...front.data, locale, file, sections }, problems }
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

// The pieces every reviewed health page written as a file shares (the cycle hub, the baby
// months): front matter read against a schema, and `## ` sections of paragraphs and "- " lists.
// Each problem names the file and the field, so an editor knows what to fix.
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import type { Locale } from '../../core/i18n/locales.ts'
import { splitFrontMatter } from '../pregnancy/week-files.ts'

/** The front matter parsed against a schema, or the problems found; `body` null without one. */
export function readFrontMatter<Schema extends z.ZodType>(
  text: string,
  file: string,
  schema: Schema,
  problems: string[],
): { front: z.output<Schema> | null; body: string | null } {
  const split = splitFrontMatter(text)
  if (!split) {
    problems.push(`${file}: no front matter (a block between --- lines)`)
    return { front: null, body: null }
  }
  let data: unknown
  try {
    data = parseYaml(split.front)
  } catch (error) {
    problems.push(`${file}: front matter is not valid YAML: ${(error as Error).message}`)
    return { front: null, body: split.body }
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : '(front matter)'
      problems.push(`${file}: ${field}: ${issue.message}`)
    }
    return { front: null, body: split.body }
  }
  return { front: parsed.data, body: split.body }
}

/** A block of text: a paragraph (its lines joined) or a list (one "- " line per item). */
function normaliseBlock(block: string): string {
  const lines = block.split('\n').map((line) => line.trim())
  if (lines.every((line) => line.startsWith('- ')))
    return lines.map((line) => `- ${line.slice(2).trim()}`).join('\n')
  return lines.join(' ')
}

/** The sections under the given `## ` headings (in this order), keyed by their field names. */
export function parseBlockSections<Field extends string>(
  body: string,
  headings: Record<string, Field>,
  problems: string[],
  file: string,
): Record<Field, string> {
  const sections: Partial<Record<Field, string>> = {}
  const parts = body.split(/^## +(.+?)\s*$/m)
  if (parts[0]!.trim()) problems.push(`${file}: text before the first section heading`)
  const expected = Object.keys(headings)
  const found: string[] = []
  for (let index = 1; index < parts.length; index += 2) {
    const heading = parts[index]!
    const blocks = parts[index + 1]!.trim().split(/\n\s*\n/)
    const text = blocks.map(normaliseBlock).join('\n\n')
    found.push(heading)
    if (!Object.hasOwn(headings, heading)) {
      problems.push(`${file}: unknown section "## ${heading}" (expected ${expected.join(', ')})`)
      continue
    }
    if (text.length < 20) problems.push(`${file}: section "## ${heading}" is empty or too short`)
    if (/<[a-z/!]|\]\(|^#|\*\*/im.test(text))
      problems.push(
        `${file}: section "## ${heading}" must be plain paragraphs or "- " lists (no HTML, links, bold or headings)`,
      )
    const mixed = blocks.find(
      (b) => /^\s*- /m.test(b) && !b.split('\n').every((l) => l.trim().startsWith('- ')),
    )
    if (mixed)
      problems.push(`${file}: section "## ${heading}": a list needs a blank line before and after it`)
    sections[headings[heading]!] = text
  }
  if (found.join('|') !== expected.join('|'))
    problems.push(`${file}: sections must be ${expected.map((h) => `"## ${h}"`).join(', ')} in this order`)
  return sections as Record<Field, string>
}

/**
 * One page file's front matter and `## ` sections, or null and the problems that stop it (each
 * naming the file and the field); `check` adds the page's own problems about its front matter.
 */
export function parseHealthPage<Schema extends z.ZodType, Field extends string>(
  text: string,
  file: string,
  schema: Schema,
  headings: Record<string, Field>,
  check?: (front: z.output<Schema>, problems: string[]) => void,
): { parsed: { front: z.output<Schema>; sections: Record<Field, string> } | null; problems: string[] } {
  const problems: string[] = []
  const { front, body } = readFrontMatter(text, file, schema, problems)
  if (body === null) return { parsed: null, problems }
  const sections = parseBlockSections(body, headings, problems, file)
  if (front !== null) check?.(front, problems)
  if (front === null || problems.length > 0) return { parsed: null, problems }
  return { parsed: { front, sections }, problems }
}

/** A page read from its file: the front matter, where it came from and its sections. */
export type HealthFile<Front, Field extends string> = Front & {
  locale: Locale
  file: string
  /** Blocks separated by a blank line; a block whose lines all start with "- " is a list. */
  sections: Record<Field, string>
}

/** Every problem of a set of health pages, thrown at once (`what` names the set). */
export class HealthFileError extends Error {
  override name: string
  readonly problems: string[]
  constructor(name: string, what: string, problems: string[]) {
    super(`${what} ${problems.length} problem(s):\n${problems.join('\n')}`)
    this.name = name
    this.problems = problems
  }
}

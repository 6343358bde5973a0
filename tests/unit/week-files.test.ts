// The week pages as editors write them (server/content/weeks): every file passes the schema,
// each locale has its 40 different pages, reviewers fit the editorial policy, no page is past
// its next review, and a broken file is refused with its name and the field.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales'
import { experts } from '../../server/db/seed/data/experts'
import { WEEKS_FOLDER, WeekFileError, parseWeekFile, readWeekFiles } from '../../server/pregnancy/week-files'

const root = process.cwd()

function loadPages() {
  try {
    return readWeekFiles(root).pages
  } catch (error) {
    // Every problem of every file, one per line, rather than the first one only.
    if (error instanceof WeekFileError) expect.fail(error.message)
    throw error
  }
}

const pages = loadPages()
const today = new Date().toISOString().slice(0, 10)

it('every week file passes the schema, 40 per locale', () => {
  for (const locale of locales)
    expect(pages.filter((p) => p.locale === locale).map((p) => p.week)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
})

describe.each(locales)('weeks in %s', (locale) => {
  const weeks = pages.filter((p) => p.locale === locale)

  it('gives every week its own title, summary and sections, and no shared paragraph', () => {
    for (const field of ['title', 'summary', 'baby', 'body', 'tip', 'callProfessional'] as const) {
      const texts = weeks.map((w) => w[field].trim().toLowerCase())
      const repeated = texts.filter((text, index) => texts.indexOf(text) !== index)
      expect(repeated, field).toEqual([])
    }
    for (const field of ['baby', 'body'] as const) {
      const paragraphs = weeks.flatMap((w) => w[field].split(/\n\s*\n/).map((p) => p.trim()))
      expect(new Set(paragraphs).size, field).toBe(paragraphs.length)
    }
  })

  it('is reviewed by an obstetrician or a midwife, and any co-reviewer, who review in this language', () => {
    for (const page of weeks) {
      const reviewer = experts.find((e) => e.slug === page.reviewer)
      expect(reviewer, `${page.file}: reviewer ${page.reviewer}`).toBeDefined()
      expect(['obstetrician', 'midwife'], `${page.file}: reviewer`).toContain(reviewer!.profession)
      expect(reviewer!.languages, `${page.file}: reviewer`).toContain(locale)
      if (page.coReviewer === undefined) continue
      const coReviewer = experts.find((e) => e.slug === page.coReviewer)
      expect(coReviewer, `${page.file}: coReviewer ${page.coReviewer}`).toBeDefined()
      expect(coReviewer!.languages, `${page.file}: coReviewer reads the page's language`).toContain(locale)
    }
  })

  it('lists sources from distinct addresses, and dates nothing in the future', () => {
    for (const page of weeks) {
      const urls = page.sources.map((s) => s.url)
      expect(new Set(urls).size, `${page.file}: sources`).toBe(urls.length)
      expect(page.reviewed <= today, `${page.file}: reviewed ${page.reviewed} is in the future`).toBe(true)
      for (const correction of page.corrections)
        expect(correction.date <= today, `${page.file}: correction ${correction.date}`).toBe(true)
    }
  })
})

it('has no page past its next review date (the editorial policy: at least once a year)', () => {
  const overdue = pages.filter((p) => p.nextReview < today).map((p) => `${p.file} (due ${p.nextReview})`)
  expect(overdue, 'overdue for review').toEqual([])
})

describe('a broken file', () => {
  const file = `${WEEKS_FOLDER}/es/week-24.md`
  const good = readFileSync(file, 'utf8')
  const problemsOf = (source: string, week: number | null = 24) =>
    parseWeekFile(source, file, 'es', week).problems

  it('the real file has no problems', () => {
    expect(problemsOf(good)).toEqual([])
  })

  it('is refused with its name and the field', () => {
    const withoutUrl = good.replace(/^(\s+)url: .*$/m, '$1url: http://example.org/not-https')
    expect(problemsOf(withoutUrl)).toEqual([`${file}: sources.0.url: an https:// address a reader can open`])
    expect(problemsOf(good.replace(/^reviewed: .*$/m, 'reviewed: 2026-02-30'))[0]).toBe(
      `${file}: reviewed: not a real date`,
    )
    expect(problemsOf(good.replace(/^nextReview: .*$/m, 'nextReview: 2031-01-01'))[0]).toMatch(
      new RegExp(`^${file}: nextReview: at most 12 months after`),
    )
    expect(problemsOf(good.replace(/^title: .*$/m, 'title: "<b>bold</b> title"'))[0]).toBe(
      `${file}: title: one line of plain text (no HTML)`,
    )
    expect(problemsOf(good.replace(/^reviewer: .*$/m, 'reviewer: Dr Nobody'))[0]).toMatch(
      new RegExp(`^${file}: reviewer: an expert slug`),
    )
    expect(problemsOf(good.replace(/^week: .*$/m, 'week: 41'))[0]).toMatch(new RegExp(`^${file}: week: `))
    expect(problemsOf(good.replace(/^sources:/m, 'extra: 1\nsources:'))[0]).toMatch(
      new RegExp(`^${file}: \\(front matter\\): .*extra`),
    )
  })

  it('names a wrong week, a missing or renamed section, HTML in a section and broken YAML', () => {
    expect(problemsOf(good, 23)).toEqual([`${file}: week: 24 does not match the file name (week 23)`])
    expect(problemsOf(good.replace('## Tip', '## Advice'))).toContain(
      `${file}: unknown section "## Advice" (expected Baby, Body, Tip, When to call)`,
    )
    expect(problemsOf(good.replace('## When to call', '## Tip')).at(-1)).toMatch(/sections must be/)
    expect(problemsOf(good.replace('## Baby\n', '## Baby\n\n<script>x</script>\n'))).toContain(
      `${file}: section "## Baby" must be plain paragraphs (no HTML, links or headings)`,
    )
    expect(problemsOf(good.replace(/^title: /m, 'title: [unclosed '))[0]).toMatch(
      new RegExp(`^${file}: front matter is not valid YAML`),
    )
    expect(problemsOf('no front matter')).toEqual([`${file}: no front matter (a block between --- lines)`])
  })
})

describe("the hub's claim of who reviews", () => {
  // The words each locale's hub uses for the two professions that may review a week.
  const words: Record<string, Record<'obstetrician' | 'midwife', RegExp>> = {
    en: { obstetrician: /obstetrician/i, midwife: /midwife/i },
    es: { obstetrician: /obstetra/i, midwife: /matrona/i },
    pt: { obstetrician: /obstetra/i, midwife: /enfermeir[ao] especialista/i },
  }
  it.each(locales)('names exactly the professions that review the weeks in %s', (locale) => {
    const catalogue = JSON.parse(readFileSync(`messages/pregnancy/${locale}.json`, 'utf8'))
    const professions = new Set(
      pages
        .filter((p) => p.locale === locale)
        .map((p) => experts.find((e) => e.slug === p.reviewer)!.profession),
    )
    for (const key of ['pregnancy_hub_eyebrow', 'pregnancy_hub_policy_text']) {
      for (const [profession, word] of Object.entries(words[locale]!))
        expect(word.test(catalogue[key]), `${locale} ${key}: ${profession}`).toBe(
          professions.has(profession as 'obstetrician'),
        )
    }
  })
})

// The cycle hub as editors write it (server/content/cycle): each locale's file passes the
// schema, is reviewed by a gynaecologist who reviews in its language, has the same sections and
// lists as the others, says "now" for the urgent signs and "not contraception" for the fertile
// window, is not past its next review, and a broken file is refused with its name and field.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cycleSectionFields } from '../../core/cycle/views'
import { type Locale, locales } from '../../core/i18n/locales'
import { CYCLE_FOLDER, CycleFileError, parseCycleFile, parseCycleFiles } from '../../server/cycle/cycle-files'
import { experts } from '../../server/db/seed/data/experts'

const texts = Object.fromEntries(
  locales.map((locale) => [locale, readFileSync(`${CYCLE_FOLDER}/${locale}.md`, 'utf8')]),
) as Record<Locale, string>

function loadPages() {
  try {
    return parseCycleFiles(texts, locales)
  } catch (error) {
    if (error instanceof CycleFileError) expect.fail(error.message)
    throw error
  }
}

const pages = loadPages()
const today = new Date().toISOString().slice(0, 10)
const listItems = (text: string) => text.split('\n').filter((line) => line.startsWith('- ')).length

/** The words each language must use: urgent signs say "now"; a calculator is not contraception. */
const pinned: Record<Locale, { now: RegExp; notContraception: RegExp; ectopic: string }> = {
  en: {
    now: /call 999 or 112 now/i,
    notContraception: /it is not contraception/i,
    // The week pages' pinned wording for the signs of an ectopic pregnancy (week-safety.test.ts).
    ectopic:
      'go to the emergency department now or call your local emergency number (112 in Europe, 911 in the US)',
  },
  es: {
    now: /llama al 112 ahora/i,
    notContraception: /no es un método anticonceptivo/i,
    ectopic: 've ya a urgencias o llama al 112',
  },
  pt: {
    now: /liga já para o 112/i,
    notContraception: /não é contraceção/i,
    ectopic: 'vai já à urgência ou liga 112',
  },
}

describe.each(locales)('the cycle page in %s', (locale) => {
  const page = pages[locale]

  it('is reviewed by an obstetrician-gynaecologist who reviews in this language', () => {
    const reviewer = experts.find((e) => e.slug === page.reviewer)
    expect(reviewer, `${page.file}: reviewer ${page.reviewer}`).toBeDefined()
    expect(reviewer!.profession, `${page.file}: reviewer`).toBe('obstetrician')
    expect(reviewer!.languages, `${page.file}: reviewer`).toContain(locale)
  })

  it('has every section, with as many list items as the English page', () => {
    expect(Object.keys(page.sections)).toEqual([...cycleSectionFields])
    for (const field of cycleSectionFields)
      expect(listItems(page.sections[field]), `${page.file}: ${field}`).toBe(
        listItems(pages.en.sections[field]),
      )
    expect(listItems(page.sections.ask)).toBeGreaterThanOrEqual(5)
  })

  it('says "now" for the urgent signs and that a calculator is not contraception', () => {
    expect(page.sections.urgent).toMatch(pinned[locale].now)
    expect(page.sections.urgent.match(new RegExp(pinned[locale].now.source, 'gi'))).toHaveLength(2)
    expect(page.sections.urgent).toContain(pinned[locale].ectopic)
    expect(page.sections.fertile).toMatch(pinned[locale].notContraception)
    // The fertile window as the calculator counts it: up to 5 days of sperm survival.
    expect(page.sections.fertile).toMatch(/\b5\b/)
  })

  it('lists https sources from distinct addresses, and dates nothing in the future', () => {
    const urls = page.sources.map((s) => s.url)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(url).toMatch(/^https:\/\/www\.(nhs\.uk|acog\.org|who\.int)\//)
    expect(page.reviewed <= today, `${page.file}: reviewed ${page.reviewed} is in the future`).toBe(true)
    expect(page.nextReview >= today, `${page.file}: overdue for review (due ${page.nextReview})`).toBe(true)
  })
})

it('the three pages cite the same guidance', () => {
  const hosts = (locale: Locale) =>
    pages[locale].sources.map((s) => new URL(s.url).pathname.replace(/^\/(es|pt)\//, '/'))
  expect(hosts('es')).toEqual(hosts('en'))
  expect(hosts('pt')).toEqual(hosts('en'))
})

describe('a broken file', () => {
  const file = `${CYCLE_FOLDER}/es.md`
  const good = texts.es
  const problemsOf = (text: string) => parseCycleFile(text, file, 'es').problems

  it('is accepted as it is', () => {
    expect(problemsOf(good)).toEqual([])
  })

  it('names the file and the field', () => {
    expect(problemsOf(good.replace('reviewer: dra-lucia-navarro', 'reviewer: Dra Lucía'))).toEqual([
      `${file}: reviewer: an expert slug, e.g. dr-helena-marsh`,
    ])
    expect(problemsOf(good.replace('nextReview: 2027-11-26', 'nextReview: 2028-01-01'))).toEqual([
      `${file}: nextReview: at most 12 months after \`reviewed\` (2027-11-26)`,
    ])
    expect(
      problemsOf(
        good.replace('https://www.nhs.uk/conditions/periods/', 'http://www.nhs.uk/conditions/periods/'),
      ),
    ).toEqual([`${file}: sources.0.url: an https:// address a reader can open`])
  })

  it('refuses a missing or unknown section, a link in the text and a list glued to a paragraph', () => {
    expect(problemsOf(good.replace('## Get care now', '## Urgente'))).toContain(
      `${file}: unknown section "## Urgente" (expected What a cycle is, What is usual, Worth asking about, Get care now, Fertile window)`,
    )
    expect(problemsOf(good.replace('Llama al 112 ahora o ve', 'Llama al [112](tel:112) ahora o ve'))).toEqual(
      [
        `${file}: section "## Get care now" must be plain paragraphs or "- " lists (no HTML, links, bold or headings)`,
      ],
    )
    expect(problemsOf(good.replace(':\n\n- reglas tan', ':\n- reglas tan'))).toEqual([
      `${file}: section "## Worth asking about": a list needs a blank line before and after it`,
    ])
  })

  it('stops all three when one locale is missing', () => {
    expect(() => parseCycleFiles({ en: texts.en, es: texts.es }, locales)).toThrow(
      `${CYCLE_FOLDER}/pt.md: missing`,
    )
  })
})

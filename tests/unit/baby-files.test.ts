// The baby month pages as editors write them (server/content/baby): every locale has its 24 files,
// each passes the schema, is reviewed by a paediatrician or midwife who reads its language, is a
// page of its own (no title or tip repeated), says "now" for the emergency signs, gives the
// fever rule of its age, is not past its next review, and a broken file is refused with its name
// and field.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIRST_MONTH, LAST_MONTH, parseMonthParam } from '../../core/baby/months'
import { monthSectionFields } from '../../core/baby/views'
import { type Locale, locales } from '../../core/i18n/locales'
import { BABY_FOLDER, MonthFileError, parseMonthFile, parseMonthFiles } from '../../server/baby/month-files'
import { experts } from '../../server/db/seed/data/experts'

const texts: Record<string, string> = Object.fromEntries(
  locales.flatMap((locale) =>
    readdirSync(`${BABY_FOLDER}/${locale}`).map((name) => [
      `${locale}/${name}`,
      readFileSync(`${BABY_FOLDER}/${locale}/${name}`, 'utf8'),
    ]),
  ),
)

function loadPages() {
  try {
    return parseMonthFiles(texts, locales)
  } catch (error) {
    if (error instanceof MonthFileError) expect.fail(error.message)
    throw error
  }
}

const pages = loadPages()
const today = new Date().toISOString().slice(0, 10)

/** The words each language must use for an emergency, and for a fever in the first months. */
const pinned: Record<Locale, { now: RegExp; underThreeMonths: RegExp; threeToSix: RegExp }> = {
  en: {
    now: /call 999 or 112 now/i,
    underThreeMonths: /under 3 months[^.]*38 ?°C[^.]*\bnow\b/i,
    threeToSix: /(3 to 6|3 and 6) months[^.]*39 ?°C[^.]*\bnow\b/i,
  },
  es: {
    now: /llama al 112 ahora/i,
    underThreeMonths: /menos de 3 meses[^.]*38 ?°C[^.]*\b(ya|ahora)\b/i,
    threeToSix: /3 y (los )?6 meses[^.]*39 ?°C[^.]*\b(ya|ahora)\b/i,
  },
  pt: {
    now: /liga já para o 112/i,
    underThreeMonths: /menos de 3 meses[^.]*38 ?°C[^.]*(?<!\p{L})(já|agora)(?!\p{L})/iu,
    threeToSix: /3 e (os )?6 meses[^.]*39 ?°C[^.]*(?<!\p{L})(já|agora)(?!\p{L})/iu,
  },
}

/** Words that turn an urgent sign into something that can wait. */
const softeners: Record<Locale, RegExp> = {
  en: /\b(wait and see|the same day|book an appointment)\b/i,
  es: /\b(el mismo día|pide cita|espera a ver)\b/i,
  pt: /\b(no mesmo dia|marca uma consulta|espera para ver)\b/i,
}

describe.each(locales)('the baby months in %s', (locale) => {
  const months = pages[locale]

  it('are the 24 months, each a page of its own', () => {
    expect(months.map((page) => page.month)).toEqual(
      Array.from({ length: LAST_MONTH - FIRST_MONTH + 1 }, (_, index) => FIRST_MONTH + index),
    )
    for (const field of ['title', 'summary'] as const)
      expect(new Set(months.map((page) => page[field])).size, field).toBe(months.length)
    for (const field of monthSectionFields)
      expect(new Set(months.map((page) => page.sections[field])).size, field).toBe(months.length)
  })

  it('are reviewed by a paediatrician or midwife who reviews in this language', () => {
    for (const page of months) {
      const reviewer = experts.find((e) => e.slug === page.reviewer)
      expect(reviewer, `${page.file}: reviewer ${page.reviewer}`).toBeDefined()
      expect(['pediatrician', 'midwife'], `${page.file}: reviewer`).toContain(reviewer!.profession)
      expect(reviewer!.languages, `${page.file}: reviewer`).toContain(locale)
      if (page.coReviewer) {
        const coReviewer = experts.find((e) => e.slug === page.coReviewer)
        expect(coReviewer?.languages, `${page.file}: coReviewer`).toContain(locale)
      }
    }
  })

  it('say "now" for the emergency signs and never soften them', () => {
    for (const page of months) {
      expect(page.sections.callProfessional, page.file).toMatch(pinned[locale].now)
      expect(page.sections.callProfessional, page.file).not.toMatch(softeners[locale])
    }
  })

  it('give the fever rule of the age: 38 °C under 3 months, 39 °C from 3 to 6 months', () => {
    for (const page of months.filter((p) => p.month <= 3))
      expect(page.sections.callProfessional, page.file).toMatch(pinned[locale].underThreeMonths)
    for (const page of months.filter((p) => p.month >= 3 && p.month <= 6))
      expect(page.sections.callProfessional, page.file).toMatch(pinned[locale].threeToSix)
  })

  it('list https sources from distinct addresses, and date nothing in the future', () => {
    for (const page of months) {
      const urls = page.sources.map((s) => s.url)
      expect(new Set(urls).size, page.file).toBe(urls.length)
      expect(page.reviewed <= today, `${page.file}: reviewed ${page.reviewed} is in the future`).toBe(true)
      expect(page.nextReview >= today, `${page.file}: overdue for review (due ${page.nextReview})`).toBe(true)
    }
  })
})

describe('a month in a URL', () => {
  it.each(['1', '7', '24'])('"%s" is a month', (param) => {
    expect(parseMonthParam(param)).toBe(Number(param))
  })
  it.each(['0', '25', '07', '1e1', '7.0', 'abc', '', '-1'])('"%s" is not', (param) => {
    expect(parseMonthParam(param)).toBeNull()
  })
})

describe('a broken file', () => {
  const file = `${BABY_FOLDER}/es/month-07.md`
  const good = texts['es/month-07.md']!
  const problemsOf = (text: string) => parseMonthFile(text, file, 'es', 7).problems

  it('is accepted as it is', () => {
    expect(problemsOf(good)).toEqual([])
  })

  it('names the file and the field', () => {
    expect(problemsOf(good.replace(/^reviewer: .*$/m, 'reviewer: Dr Rafael'))).toEqual([
      `${file}: reviewer: an expert slug, e.g. dr-helena-marsh`,
    ])
    expect(problemsOf(good.replace(/^nextReview: .*$/m, 'nextReview: 2030-01-01'))).toEqual([
      expect.stringMatching(new RegExp(`^${file}: nextReview: at most 12 months after`)),
    ])
    expect(problemsOf(good.replace(/^month: 7$/m, 'month: 8'))).toEqual([
      `${file}: month: 8 does not match the file name (month 7)`,
    ])
    expect(problemsOf(good.replace(/url: https:\/\//, 'url: http://'))).toEqual([
      `${file}: sources.0.url: an https:// address a reader can open`,
    ])
  })

  it('refuses an unknown section and a link in the text', () => {
    expect(problemsOf(good.replace('## Tip', '## Consejo'))).toContain(
      `${file}: unknown section "## Consejo" (expected Development, Feeding and sleep, Tip, Vaccines and check-ups, When to call)`,
    )
    expect(problemsOf(good.replace(/llama al 112 ahora/i, 'llama al [112](tel:112) ahora'))).toEqual([
      `${file}: section "## When to call" must be plain paragraphs or "- " lists (no HTML, links, bold or headings)`,
    ])
  })

  it('stops the server when a month is missing or a file is unexpected', () => {
    const { 'pt/month-24.md': _dropped, ...withoutOne } = texts
    expect(() => parseMonthFiles(withoutOne, locales)).toThrow(`${BABY_FOLDER}/pt/month-24.md: missing`)
    expect(() => parseMonthFiles({ ...texts, 'en/month-25.md': good }, locales)).toThrow(
      `${BABY_FOLDER}/en/month-25.md: unexpected file`,
    )
  })
})

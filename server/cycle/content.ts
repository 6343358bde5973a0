// The cycle hub's content: the three files bundled at build time (no disk read at run time, as
// the legal documents) and checked when the server loads this module, so a broken file stops the
// server before any visitor sees it. The reviewer's name and speciality come from the database.
import { eq } from 'drizzle-orm'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import type { CycleView } from '../../core/cycle/views.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import { readDb } from '../db/read.ts'
import { experts } from '../db/schema.ts'
import { type CycleFile, parseCycleFiles } from './cycle-files.ts'
import { dateModifiedOf } from '../health/reviewed-page.ts'

// Vite reads the options literally: they cannot be shared through a variable.
const sources = import.meta.glob<string>('../content/cycle/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const pages: Record<Locale, CycleFile> = parseCycleFiles(
  Object.fromEntries(Object.entries(sources).map(([path, text]) => [/([a-z]+)\.md$/.exec(path)![1]!, text])),
  locales,
)

/** The hub's page in a locale, with its reviewer as the experts' pages name them. */
export async function getCyclePage(locale: Locale): Promise<CycleView> {
  const page = pages[locale]
  declareContentKeys(`expert:${page.reviewer}`)
  const database = await readDb()
  const [expert] = await database.select().from(experts).where(eq(experts.slug, page.reviewer))
  if (!expert) throw new Error(`${page.file}: reviewer ${page.reviewer} is not an expert of the site`)
  return {
    locale,
    title: page.title,
    summary: page.summary,
    sections: page.sections,
    reviewedOn: page.reviewed,
    nextReview: page.nextReview,
    dateModified: dateModifiedOf(page.reviewed, page.corrections),
    reviewer: { slug: expert.slug, name: expert.name, speciality: expert.speciality[locale] },
    sources: page.sources,
    corrections: page.corrections,
  }
}

/** The day the page was last reviewed in each locale (the sitemap's lastmod). */
export function cycleReviewDates(): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((locale) => [locale, pages[locale].reviewed]))
}

// The baby months' content: the 72 files bundled at build time (no disk read at run time, as the
// cycle hub) and checked when the server loads this module, so a broken file stops the server
// before any visitor sees it. Reviewers' names and groups come from the database.
import { and, eq, inArray } from 'drizzle-orm'
import { groupSlugsOfMonth } from '../../core/baby/months.ts'
import type { MonthSummary, MonthView } from '../../core/baby/views.ts'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import { readDb } from '../db/read.ts'
import { experts, groups } from '../db/schema.ts'
import { type MonthFile, parseMonthFiles } from './month-files.ts'
import { dateModifiedOf } from '../health/reviewed-page.ts'

// Vite reads the options literally: they cannot be shared through a variable.
const sources = import.meta.glob<string>('../content/baby/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const pages: Record<Locale, MonthFile[]> = parseMonthFiles(
  Object.fromEntries(
    Object.entries(sources).map(([path, text]) => [path.split('/').slice(-2).join('/'), text]),
  ),
  locales,
)

const summaryOf = (page: MonthFile): MonthSummary => ({
  month: page.month,
  title: page.title,
  summary: page.summary,
})

/** The 24 months of a locale, in order (the hub). */
export function listMonths(locale: Locale): MonthSummary[] {
  return pages[locale].map(summaryOf)
}

/** One month with its reviewers, its stage's public groups and its neighbours; null if none. */
export async function getMonth(input: { locale: Locale; month: number }): Promise<MonthView | null> {
  const page = pages[input.locale].find((candidate) => candidate.month === input.month)
  if (!page) return null
  const reviewerSlugs = [page.reviewer, ...(page.coReviewer ? [page.coReviewer] : [])]
  const groupSlugs = groupSlugsOfMonth(page.month)
  const database = await readDb()
  const [reviewers, publicGroups] = await Promise.all([
    database.select().from(experts).where(inArray(experts.slug, reviewerSlugs)),
    database
      .select()
      .from(groups)
      .where(and(inArray(groups.slug, groupSlugs), eq(groups.visibility, 'public'))),
  ])
  // A group the app deletes or makes private drops off the page: its key purges the page.
  declareContentKeys(
    ...reviewerSlugs.map((slug) => `expert:${slug}` as const),
    ...groupSlugs.map((slug) => `group:${slug}` as const),
  )
  const reviewerOf = (slug: string) => {
    const expert = reviewers.find((candidate) => candidate.slug === slug)
    if (!expert) throw new Error(`${page.file}: reviewer ${slug} is not an expert of the site`)
    return { slug: expert.slug, name: expert.name, speciality: expert.speciality[input.locale] }
  }
  const neighbour = (month: number) => {
    const found = pages[input.locale].find((candidate) => candidate.month === month)
    return found ? summaryOf(found) : null
  }
  return {
    locale: input.locale,
    ...summaryOf(page),
    sections: page.sections,
    reviewedOn: page.reviewed,
    nextReview: page.nextReview,
    dateModified: dateModifiedOf(page.reviewed, page.corrections),
    reviewer: reviewerOf(page.reviewer),
    coReviewer: page.coReviewer ? reviewerOf(page.coReviewer) : null,
    sources: page.sources,
    corrections: page.corrections,
    groups: groupSlugs.flatMap((slug) => {
      const group = publicGroups.find((candidate) => candidate.slug === slug)
      return group ? [{ slug: group.slug, name: group.name[input.locale] }] : []
    }),
    previous: neighbour(page.month - 1),
    next: neighbour(page.month + 1),
  }
}

/** Every month with the day it was last reviewed in each locale (the sitemap). */
export function monthReviewDates(): Array<{ month: number; reviewedOn: Partial<Record<Locale, string>> }> {
  return pages[locales[0]].map(({ month }) => ({
    month,
    reviewedOn: Object.fromEntries(
      locales.map((locale) => [locale, pages[locale].find((page) => page.month === month)?.reviewed]),
    ),
  }))
}

/** The months of a locale with their review and correction dates (the health feed). */
export function listMonthRevisions(locale: Locale) {
  return pages[locale].map((page) => ({
    ...summaryOf(page),
    reviewedOn: page.reviewed,
    corrections: page.corrections,
  }))
}

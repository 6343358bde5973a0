// Week-by-week pregnancy reads: the list for the hub, one week with its reviewer, its stage's
// public group and its neighbours for a week page.
import { and, asc, between, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales.ts'
import { groupSlugOfWeek } from '../../core/pregnancy/weeks.ts'
import { type WeekSummary, type WeekView, weekTextOf } from '../../core/pregnancy/views.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import { readDb } from '../db/read.ts'
import { experts, groups, pregnancyWeeks } from '../db/schema.ts'
import { dateModifiedOf } from '../health/reviewed-page.ts'

const summaryColumns = {
  week: pregnancyWeeks.week,
  title: pregnancyWeeks.title,
  summary: pregnancyWeeks.summary,
}

/** The 40 weeks of a locale, in order: number, title and summary. */
export async function listWeeks(locale: Locale): Promise<WeekSummary[]> {
  const database = await readDb()
  const weeks = await database
    .select(summaryColumns)
    .from(pregnancyWeeks)
    .where(eq(pregnancyWeeks.locale, locale))
    .orderBy(asc(pregnancyWeeks.week))
  declareContentKeys(...weeks.map((w) => `week:${w.week}` as const))
  return weeks
}

/** One week of a locale with what its page shows around it; null when there is no such week. */
export async function getWeek(input: { locale: Locale; week: number }): Promise<WeekView | null> {
  declareContentKeys(`week:${input.week}`)
  const database = await readDb()
  const [row] = await database
    .select({ page: pregnancyWeeks, expert: experts })
    .from(pregnancyWeeks)
    .innerJoin(experts, eq(experts.id, pregnancyWeeks.reviewerId))
    .where(and(eq(pregnancyWeeks.locale, input.locale), eq(pregnancyWeeks.week, input.week)))
  if (!row) return null
  const [group] = await database
    .select()
    .from(groups)
    .where(eq(groups.slug, groupSlugOfWeek(input.week)))
  if (!group) throw new Error(`No group ${groupSlugOfWeek(input.week)} for week ${input.week}`)
  const neighbours = await database
    .select(summaryColumns)
    .from(pregnancyWeeks)
    .where(
      and(
        eq(pregnancyWeeks.locale, input.locale),
        between(pregnancyWeeks.week, input.week - 1, input.week + 1),
      ),
    )
  const { page, expert } = row
  const coReviewer =
    page.coReviewerId === null
      ? undefined
      : (
          await database
            .select()
            .from(experts)
            .where(inArray(experts.id, [page.coReviewerId]))
        )[0]
  // Its neighbours' titles, its reviewers and its group are on the page too.
  declareContentKeys(
    ...neighbours.map((n) => `week:${n.week}` as const),
    `expert:${expert.slug}`,
    ...(coReviewer ? [`expert:${coReviewer.slug}` as const] : []),
    `group:${group.slug}`,
  )
  return {
    locale: input.locale,
    week: page.week,
    ...weekTextOf(page),
    reviewedOn: page.reviewedOn,
    nextReview: page.nextReview,
    dateModified: dateModifiedOf(page.reviewedOn, page.corrections),
    reviewer: { slug: expert.slug, name: expert.name, speciality: expert.speciality[input.locale] },
    coReviewer: coReviewer
      ? { slug: coReviewer.slug, name: coReviewer.name, speciality: coReviewer.speciality[input.locale] }
      : null,
    sources: page.sources,
    corrections: page.corrections,
    group: { slug: group.slug, name: group.name[input.locale], members: group.members },
    previous: neighbours.find((n) => n.week === input.week - 1) ?? null,
    next: neighbours.find((n) => n.week === input.week + 1) ?? null,
  }
}

/** The 40 weeks of a locale with their review and correction dates (the health feed). */
export async function listWeekRevisions(locale: Locale) {
  const database = await readDb()
  const weeks = await database
    .select({
      ...summaryColumns,
      reviewedOn: pregnancyWeeks.reviewedOn,
      corrections: pregnancyWeeks.corrections,
    })
    .from(pregnancyWeeks)
    .where(eq(pregnancyWeeks.locale, locale))
    .orderBy(asc(pregnancyWeeks.week))
  declareContentKeys(...weeks.map((w) => `week:${w.week}` as const))
  return weeks
}

/** Every week that has a page, with the day it was last reviewed in each locale (the sitemap). */
export async function weekReviewDates(): Promise<
  Array<{ week: number; reviewedOn: Partial<Record<Locale, string>> }>
> {
  const database = await readDb()
  const rows = await database
    .select({
      locale: pregnancyWeeks.locale,
      week: pregnancyWeeks.week,
      reviewedOn: pregnancyWeeks.reviewedOn,
    })
    .from(pregnancyWeeks)
    .orderBy(asc(pregnancyWeeks.week))
  const weeks = new Map<number, Partial<Record<Locale, string>>>()
  for (const row of rows) {
    const dates = weeks.get(row.week) ?? {}
    dates[row.locale] = row.reviewedOn
    weeks.set(row.week, dates)
  }
  return [...weeks].map(([week, reviewedOn]) => ({ week, reviewedOn }))
}

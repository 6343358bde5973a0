// The week-by-week pregnancy pages of the seed: one row per locale and week, upserted, so a
// database seeded by an older version gets them (and later corrections) in place.
import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { experts, pregnancyWeeks } from '../schema.ts'
import { weeksEn } from './data/weeks.en.ts'
import { weeksEs } from './data/weeks.es.ts'
import { weeksPt } from './data/weeks.pt.ts'
import type { SeedWeeksContent } from './data/weeks-types.ts'

export const seedWeeks: SeedWeeksContent[] = [weeksEn, weeksEs, weeksPt]

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export async function seedPregnancyWeeks(tx: Transaction): Promise<void> {
  const expertRows = await tx.select({ id: experts.id, slug: experts.slug }).from(experts)
  const expertId = new Map(expertRows.map((e) => [e.slug, e.id]))
  const rows = seedWeeks.flatMap(({ locale, weeks }) =>
    weeks.map((week) => {
      const reviewerId = expertId.get(week.reviewerSlug)
      if (reviewerId === undefined) throw new Error(`seed: unknown reviewer ${week.reviewerSlug}`)
      return {
        locale,
        week: week.week,
        title: week.title,
        summary: week.summary,
        babySize: week.babySize,
        baby: week.baby,
        body: week.body,
        tip: week.tip,
        callProfessional: week.callProfessional,
        reviewerId,
        reviewedOn: week.reviewedOn,
      }
    }),
  )
  await tx
    .insert(pregnancyWeeks)
    .values(rows)
    .onConflictDoUpdate({
      target: [pregnancyWeeks.locale, pregnancyWeeks.week],
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        babySize: sql`excluded.baby_size`,
        baby: sql`excluded.baby`,
        body: sql`excluded.body`,
        tip: sql`excluded.tip`,
        callProfessional: sql`excluded.call_professional`,
        reviewerId: sql`excluded.reviewer_id`,
        reviewedOn: sql`excluded.reviewed_on`,
      },
    })
}

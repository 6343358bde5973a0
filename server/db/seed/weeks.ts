// The week-by-week pages reach the database from their files (server/content/weeks): on every
// start, when the files' hash differs from the one stored, every page is upserted in one
// transaction. An editor's change therefore lands with the deploy that carries it, on any
// database, without a seed version bump.
import { eq, sql } from 'drizzle-orm'
import { projectRoot } from '../../project-root.ts'
import { weekTextOf } from '../../../core/pregnancy/views.ts'
import { type WeekFile, readWeekFiles } from '../../pregnancy/week-files.ts'
import type { Database } from '../client.ts'
import { experts, meta, pregnancyWeeks } from '../schema.ts'
import { fromExcluded } from './excluded.ts'

const HASH_KEY = 'week_pages_hash'

/** Upserts the week pages when their files changed; true when it wrote them. */
export async function syncWeekPages(db: Database, root = projectRoot()): Promise<boolean> {
  const { pages, hash } = readWeekFiles(root)
  const [stored] = await db.select().from(meta).where(eq(meta.key, HASH_KEY))
  if (stored?.value === hash) return false
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL write the pages one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`)
    const [again] = await tx.select().from(meta).where(eq(meta.key, HASH_KEY))
    if (again?.value === hash) return false
    const expertRows = await tx.select({ id: experts.id, slug: experts.slug }).from(experts)
    const expertId = new Map(expertRows.map((e) => [e.slug, e.id]))
    const idOf = (page: WeekFile, slug: string) => {
      const id = expertId.get(slug)
      if (id === undefined) throw new Error(`${page.file}: no expert with the slug ${slug}`)
      return id
    }
    const rows = pages.map((page) => ({
      locale: page.locale,
      week: page.week,
      ...weekTextOf(page),
      reviewerId: idOf(page, page.reviewer),
      coReviewerId: page.coReviewer === undefined ? null : idOf(page, page.coReviewer),
      reviewedOn: page.reviewed,
      nextReview: page.nextReview,
      sources: page.sources,
      corrections: page.corrections,
    }))
    await tx
      .insert(pregnancyWeeks)
      .values(rows)
      .onConflictDoUpdate({
        target: [pregnancyWeeks.locale, pregnancyWeeks.week],
        set: fromExcluded(pregnancyWeeks, [
          'title',
          'summary',
          'babySize',
          'baby',
          'body',
          'tip',
          'callProfessional',
          'reviewerId',
          'coReviewerId',
          'reviewedOn',
          'nextReview',
          'sources',
          'corrections',
        ]),
      })
    await tx
      .insert(meta)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: meta.key, set: { value: hash } })
    return true
  })
}

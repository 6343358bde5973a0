// First-start content, loaded as ingest events (issue 26: the seed goes through the app's door,
// server/ingest/apply.ts). Idempotent: a version marker makes later starts skip the work, and
// entities are keyed by their app ids (versions: the run's time, so a newer seed wins).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { applyEvents } from '../../ingest/apply.ts'
import { authors, comments, meta, posts } from '../schema.ts'
import { seedContent, seedEvents } from './events.ts'
import { experts as seedExperts } from './data/experts.ts'
import { FIRST_WEEK, LAST_WEEK } from '../../../core/pregnancy/weeks.ts'
import { type ContentKey, publishContentChange } from '../../cache/content-changes.ts'
import { syncWeekPages } from './weeks.ts'

// 2: seeded posts got real titles and authors, fallbacks moved deep (issue 15).
// 3: an upgrade also replaces the seeded comments of seeded posts and updates experts and groups
// (credentials per language, informal Portuguese), not only posts.
// 4: the week-by-week pregnancy pages (issue 18), reviewed by the experts.
// 5: host accounts speak as the team, two obstetric reviewers, a second-trimester group (issue 24).
// 6: loaded as ingest events with app ids (issue 26).
// The week pages are not part of this marker: they follow their files (see weeks.ts).
// A database seeded at an older version has its seeded rows updated in place; comments written
// by anyone outside the seed's authors are kept.
export const SEED_VERSION = '6'
export { seedContent }

/**
 * The demo community when its seed version is new, then the week pages when their files
 * changed. Either is a content deploy, published once by the process that wrote it (the shared
 * cache in front still holds the old pages).
 */
export async function seedDatabase(db: Database, now = Date.now()): Promise<boolean> {
  const seeded = await seedCommunity(db, now)
  const weeksChanged = await syncWeekPages(db)
  if (seeded) await publishContentChange({ keys: ['site'], reason: 'content-deploy' })
  else if (weeksChanged) await publishContentChange({ keys: weekPageKeys(), reason: 'content-deploy' })
  return seeded
}

/** Every week page, the hub that lists them (it carries every week's key) and the sitemap (their dates). */
export function weekPageKeys(): ContentKey[] {
  const weeks: ContentKey[] = []
  for (let week = FIRST_WEEK; week <= LAST_WEEK; week++) weeks.push(`week:${week}`)
  return [...weeks, 'sitemap']
}

async function seedCommunity(db: Database, now: number): Promise<boolean> {
  const [marker] = await db.select().from(meta).where(eq(meta.key, 'seed_version'))
  if (marker?.value === SEED_VERSION) return false

  let applied = false
  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL seed one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`)
    const [again] = await tx.select().from(meta).where(eq(meta.key, 'seed_version'))
    if (again?.value === SEED_VERSION) return
    const database = tx as unknown as Database

    // A database seeded before ingest: its seeded comments have no app id and would be doubled
    // by the events' comments; they give way to them (others' comments are kept).
    const seedAuthorKeys = [
      ...seedExperts.map((e) => `expert:${e.slug}`),
      ...seedContent.flatMap((c) => c.authors.map((a) => a.key)),
    ]
    const seedSlugs = seedContent.flatMap((c) => c.posts.map((p) => p.slug))
    await database
      .delete(comments)
      .where(
        and(
          isNull(comments.appId),
          inArray(
            comments.authorId,
            database.select({ id: authors.id }).from(authors).where(inArray(authors.key, seedAuthorKeys)),
          ),
          inArray(
            comments.postId,
            database.select({ id: posts.id }).from(posts).where(inArray(posts.slug, seedSlugs)),
          ),
        ),
      )

    const { results } = await applyEvents(database, seedEvents(now), { trusted: true })
    const rejected = results.find((r) => r.status === 'rejected')
    // The demo data is ours: an event it cannot apply is a bug in the seed files.
    if (rejected) throw new Error(`seed: ${rejected.field}: ${rejected.message}`)

    await tx
      .insert(meta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: meta.key, set: { value: SEED_VERSION } })
    applied = true
  })
  return applied
}

// First-start content. Idempotent: rows are keyed by slug/key, and a version marker makes
// later starts skip the work entirely.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { authors, comments, experts, groups, meta, posts } from '../schema.ts'
import { experts as seedExperts } from './data/experts.ts'
import { groups as seedGroups } from './data/groups.ts'
import { content as en } from './data/posts.en.ts'
import { content as es } from './data/posts.es.ts'
import { content as pt } from './data/posts.pt.ts'
import type { SeedAuthor, SeedLocaleContent } from './data/types.ts'
import { FIRST_WEEK, LAST_WEEK } from '../../../core/pregnancy/weeks.ts'
import { type ContentKey, publishContentChange } from '../../cache/content-changes.ts'
import { fromExcluded } from './excluded.ts'
import { syncWeekPages } from './weeks.ts'

// 2: seeded posts got real titles and authors, fallbacks moved deep (issue 15).
// 3: an upgrade also replaces the seeded comments of seeded posts and updates experts and groups
// (credentials per language, informal Portuguese), not only posts.
// 4: the week-by-week pregnancy pages (issue 18), reviewed by the experts.
// 5: host accounts speak as the team, two obstetric reviewers, a second-trimester group (issue 24).
// The week pages are not part of this marker: they follow their files (see weeks.ts).
// A database seeded at an older version has its seeded rows updated in place; comments written
// by anyone outside the seed's authors are kept.
export const SEED_VERSION = '5'
export const seedContent: SeedLocaleContent[] = [en, es, pt]
const HOUR = 3_600_000

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

  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL seed one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`)
    const [again] = await tx.select().from(meta).where(eq(meta.key, 'seed_version'))
    if (again?.value === SEED_VERSION) return

    const expertAuthors: SeedAuthor[] = seedExperts.map((e) => ({
      key: `expert:${e.slug}`,
      name: e.name,
      role: 'expert',
      hasAvatar: true,
    }))
    const allAuthors = [...expertAuthors, ...seedContent.flatMap((c) => c.authors)]
    await tx
      .insert(authors)
      .values(
        allAuthors.map((a) => ({
          key: a.key,
          name: a.name,
          role: a.role,
          avatarSeed: a.hasAvatar ? a.key : null,
        })),
      )
      // A seed author renamed or given another role by a later version is updated in place.
      .onConflictDoUpdate({ target: authors.key, set: fromExcluded(authors, ['name', 'role', 'avatarSeed']) })
    const authorRows = await tx
      .select({ id: authors.id, key: authors.key })
      .from(authors)
      .where(
        inArray(
          authors.key,
          allAuthors.map((a) => a.key),
        ),
      )
    const authorId = new Map(authorRows.map((a) => [a.key, a.id]))
    const idOf = (key: string) => {
      const id = authorId.get(key)
      if (id === undefined) throw new Error(`seed: unknown author ${key}`)
      return id
    }

    await tx
      .insert(experts)
      .values(
        seedExperts.map((e) => ({
          slug: e.slug,
          name: e.name,
          speciality: e.speciality,
          bio: e.bio,
          credentials: e.credentials,
          yearsOfPractice: e.yearsOfPractice,
          authorId: idOf(`expert:${e.slug}`),
        })),
      )
      .onConflictDoUpdate({
        target: experts.slug,
        set: fromExcluded(experts, ['name', 'speciality', 'bio', 'credentials', 'yearsOfPractice']),
      })

    await tx
      .insert(groups)
      .values(seedGroups.map((g) => ({ ...g })))
      .onConflictDoUpdate({
        target: groups.slug,
        set: fromExcluded(groups, ['stage', 'visibility', 'name', 'description', 'members']),
      })
    const groupRows = await tx.select({ id: groups.id, slug: groups.slug }).from(groups)
    const groupId = new Map(groupRows.map((g) => [g.slug, g.id]))

    const base = Math.floor(now / HOUR) * HOUR
    for (const locale of seedContent) {
      for (const post of locale.posts) {
        const group = groupId.get(post.groupSlug)
        if (group === undefined) throw new Error(`seed: unknown group ${post.groupSlug}`)
        // Spread posts through the day so that "newest first" is stable.
        const createdAt = new Date(base - post.daysAgo * 24 * HOUR - (post.slug.length % 11) * HOUR)
        const [inserted] = await tx
          .insert(posts)
          .values({
            slug: post.slug,
            locale: locale.locale,
            title: post.title,
            body: post.body,
            authorId: post.authorKey ? idOf(post.authorKey) : null,
            groupId: group,
            createdAt,
          })
          .onConflictDoUpdate({
            target: posts.slug,
            set: {
              title: post.title,
              body: post.body,
              authorId: post.authorKey ? idOf(post.authorKey) : null,
              groupId: group,
              createdAt,
            },
          })
          // xmax = 0: this row was inserted now, not updated (its comments are already there).
          .returning({ id: posts.id, inserted: sql<boolean>`(xmax = 0)` })
        if (!inserted) continue
        if (!inserted.inserted) {
          // An older seed's comments on this post give way to this version's.
          await tx
            .delete(comments)
            .where(and(eq(comments.postId, inserted.id), inArray(comments.authorId, [...authorId.values()])))
        }
        if (post.comments.length === 0) continue
        await tx.insert(comments).values(
          post.comments.map((c) => ({
            postId: inserted.id,
            authorId: idOf(c.authorKey),
            body: c.body,
            createdAt: new Date(createdAt.getTime() + Math.max(1, c.hoursAfter) * HOUR),
          })),
        )
      }
    }

    await tx
      .insert(meta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: meta.key, set: { value: SEED_VERSION } })
  })
  return true
}

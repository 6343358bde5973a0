// A database seeded by an older seed version gets the seeded posts' new titles, authors and dates
// in place, without duplicating their comments (issue 15 changed the seeded posts).
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Database, db, openDatabase } from '../../server/db/client'
import { comments, meta, posts } from '../../server/db/schema'
import { SEED_VERSION, seedContent, seedDatabase } from '../../server/db/seed/seed'

beforeAll(async () => {
  await openDatabase()
})

describe('seed upgrade', () => {
  it('updates seeded posts written by an older version, comments untouched', async () => {
    // In a transaction rolled back at the end: the PostgreSQL project shares one database
    // between test files, and the others must never see the altered post.
    class Rollback extends Error {}
    const run = (await db()).transaction(async (tx) => {
      const database = tx as unknown as Database
      const seeded = seedContent[0]!.posts.find(
        (p) => p.title !== '' && p.authorKey && p.comments.length > 0,
      )!
      // As an older seed left it: no title, no author, another date.
      await database
        .update(posts)
        .set({ title: '', authorId: null, createdAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(posts.slug, seeded.slug))
      await database.update(meta).set({ value: 'old' }).where(eq(meta.key, 'seed_version'))
      const commentsBefore = await database.select({ n: count() }).from(comments)

      expect(await seedDatabase(database)).toBe(true)

      const [row] = await database.select().from(posts).where(eq(posts.slug, seeded.slug))
      expect(row!.title).toBe(seeded.title)
      expect(row!.authorId).not.toBeNull()
      expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse('2020-01-02T00:00:00Z'))
      expect(await database.select({ n: count() }).from(comments)).toEqual(commentsBefore)
      const [marker] = await database.select().from(meta).where(eq(meta.key, 'seed_version'))
      expect(marker!.value).toBe(SEED_VERSION)
      // And a second start does nothing.
      expect(await seedDatabase(database)).toBe(false)
      throw new Rollback()
    })
    await expect(run).rejects.toBeInstanceOf(Rollback)
  })
})

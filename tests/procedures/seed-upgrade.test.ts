// A database seeded by an older seed version gets the seeded posts' new titles, authors, dates and
// comments, the experts' and groups' new words, in place, without duplicating comments and
// without losing comments written by anyone else (issue 15 changed the seeded content).
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Database, db, openDatabase } from '../../server/db/client'
import { authors, comments, experts, groups, meta, posts } from '../../server/db/schema'
import { experts as seedExperts } from '../../server/db/seed/data/experts'
import { groups as seedGroups } from '../../server/db/seed/data/groups'
import { SEED_VERSION, seedContent, seedDatabase } from '../../server/db/seed/seed'

beforeAll(async () => {
  await openDatabase()
})

describe('seed upgrade', () => {
  it("updates seeded posts, comments, experts and groups written by an older version; visitors' comments kept", async () => {
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
      const commentsBefore = await database.select({ n: count() }).from(comments)
      const [row0] = await database.select().from(posts).where(eq(posts.slug, seeded.slug))
      // An older seed without this post's first comment, and a visitor's comment on it.
      const [first] = await database
        .select()
        .from(comments)
        .where(eq(comments.postId, row0!.id))
        .orderBy(comments.id)
        .limit(1)
      await database.delete(comments).where(eq(comments.id, first!.id))
      const [visitor] = await database
        .insert(authors)
        .values({ key: 'visitor:seed-upgrade-test', name: 'A visitor', role: 'user' })
        .returning()
      await database
        .insert(comments)
        .values({ postId: row0!.id, authorId: visitor!.id, body: 'Mine', createdAt: new Date() })
      // Experts and groups as an older seed wrote them.
      const expert = seedExperts[0]!
      const group = seedGroups[0]!
      await database
        .update(experts)
        .set({ credentials: { en: 'old', es: 'old', pt: 'old' } })
        .where(eq(experts.slug, expert.slug))
      await database
        .update(groups)
        .set({ description: { en: 'old', es: 'old', pt: 'old' } })
        .where(eq(groups.slug, group.slug))
      // A seed author as an older seed named it (a host renamed since, e.g. tinytoes_mel).
      const author = seedContent[0]!.authors[0]!
      await database
        .update(authors)
        .set({ name: 'an old name', role: 'bot' })
        .where(eq(authors.key, author.key))
      await database.update(meta).set({ value: 'old' }).where(eq(meta.key, 'seed_version'))

      expect(await seedDatabase(database)).toBe(true)
      const [authorRow] = await database.select().from(authors).where(eq(authors.key, author.key))
      expect({ name: authorRow!.name, role: authorRow!.role }).toEqual({
        name: author.name,
        role: author.role,
      })

      const [row] = await database.select().from(posts).where(eq(posts.slug, seeded.slug))
      expect(row!.title).toBe(seeded.title)
      expect(row!.authorId).not.toBeNull()
      expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse('2020-01-02T00:00:00Z'))
      // The seed's comments are back once each; the visitor's comment is kept.
      expect(await database.select({ n: count() }).from(comments)).toEqual([{ n: commentsBefore[0]!.n + 1 }])
      expect(
        await database
          .select({ body: comments.body })
          .from(comments)
          .where(and(eq(comments.postId, row0!.id), eq(comments.authorId, visitor!.id))),
      ).toEqual([{ body: 'Mine' }])
      const [expertRow] = await database.select().from(experts).where(eq(experts.slug, expert.slug))
      expect(expertRow!.credentials).toEqual(expert.credentials)
      const [groupRow] = await database.select().from(groups).where(eq(groups.slug, group.slug))
      expect(groupRow!.description).toEqual(group.description)
      const [marker] = await database.select().from(meta).where(eq(meta.key, 'seed_version'))
      expect(marker!.value).toBe(SEED_VERSION)
      // And a second start does nothing.
      expect(await seedDatabase(database)).toBe(false)
      throw new Rollback()
    })
    await expect(run).rejects.toBeInstanceOf(Rollback)
  })
})

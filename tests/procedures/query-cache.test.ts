// Public reads are cached a few seconds in process; writes through the site clear the cache.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db, openDatabase } from '../../server/db/client'
import { groups } from '../../server/db/schema'
import { deleteTestComment, insertTestComment } from './test-comments'
import { clearQueryCache } from '../../server/trpc/query-cache'
import { query } from '../support/trpc'

const slug = 'first-trimester'
const membersOf = async () => {
  const { data } = await query('community.listGroups', { locale: 'en' })
  return (data as Array<{ slug: string; members: number }>).find((g) => g.slug === slug)!.members
}

beforeAll(async () => {
  await openDatabase()
  clearQueryCache()
})
afterAll(async () => {
  await (await db())
    .update(groups)
    .set({ members: sql`${groups.members} - 1000` })
    .where(eq(groups.slug, slug))
  clearQueryCache()
})

describe('the query cache', () => {
  it('answers a repeated read from memory until it is cleared', async () => {
    const before = await membersOf()
    await (await db())
      .update(groups)
      .set({ members: sql`${groups.members} + 1000` })
      .where(eq(groups.slug, slug))
    expect(await membersOf()).toBe(before)
    clearQueryCache()
    expect(await membersOf()).toBe(before + 1000)
  })

  it('keeps inputs apart: another locale is another entry', async () => {
    const en = await query('community.listGroups', { locale: 'en' })
    const es = await query('community.listGroups', { locale: 'es' })
    expect(en.data[0].name).not.toBe(es.data[0].name)
  })

  it('is cleared by a new comment, so the post shows it at once', async () => {
    const { data: first } = await query('community.listPosts', { locale: 'en', limit: 1 })
    const postSlug = first.items[0].slug
    const before = (await query('community.getPost', { slug: postSlug, locale: 'en' })).data.comments.length
    const created = await insertTestComment({ postSlug, body: 'cache check', authorName: 'Cache Check' })
    expect(created).not.toBeNull()
    const after = (await query('community.getPost', { slug: postSlug, locale: 'en' })).data.comments.length
    expect(after).toBe(before + 1)
    await deleteTestComment(created!.commentId)
    expect((await query('community.getPost', { slug: postSlug, locale: 'en' })).data.comments.length).toBe(
      before,
    )
  })
})

// The procedure tests' comment writer (./test-comments.ts) adds a comment with a new author and
// undoes both; the product itself has no test route for it (decision 042).
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { authors, comments } from '../../server/db/schema'
import { deleteTestComment, insertTestComment, testCommentInput } from './test-comments'
import { query } from '../support/trpc'

const slug = 'irregular-cycles-after-the-pill-en'

beforeAll(async () => {
  await openDatabase()
})

describe('test comments', () => {
  it('are no route of the product', () => {
    const tree = readFileSync('app/routeTree.gen.ts', 'utf8')
    expect(tree).not.toContain("'/api/test/")
    expect(tree).not.toContain("'/test-error'")
    expect(tree).not.toContain("'/test-platform'")
    expect(tree).not.toContain("'/api/image'")
  })

  it('adds a comment with a new author, and removes both', async () => {
    const body = '<script>window.__xss=1</script>'
    const created = await insertTestComment(
      testCommentInput.parse({ postSlug: slug, body, authorName: '<b>name</b>' }),
    )
    expect(created).not.toBeNull()
    const { commentId, authorId } = created!
    const post = await query('community.getPost', { slug, locale: 'en' })
    const added = post.data.comments.find((c: { id: number }) => c.id === commentId)
    expect(added.body).toBe(body)
    expect(added.author).toMatchObject({
      name: '<b>name</b>',
      role: 'user',
      avatarUrl: '/images/default-avatar.svg',
    })

    expect(await deleteTestComment(commentId)).toBe(true)
    const db = (await openDatabase()).db
    expect(await db.select().from(comments).where(eq(comments.id, commentId))).toEqual([])
    expect(await db.select().from(authors).where(eq(authors.id, authorId))).toEqual([])
    expect(await deleteTestComment(commentId)).toBe(false)
  })

  it('rejects bad input and unknown posts', async () => {
    expect(testCommentInput.safeParse({ postSlug: '../x' }).success).toBe(false)
    expect(testCommentInput.safeParse({ postSlug: slug, body: '', authorName: 'a' }).success).toBe(false)
    expect(await insertTestComment({ postSlug: 'no-such-post', body: 'b', authorName: 'a' })).toBeNull()
    expect(await deleteTestComment(999_999_999)).toBe(false)
  })

  it('stores text without control characters (NUL would fail the insert)', async () => {
    const input = testCommentInput.parse({ postSlug: slug, body: 'a\u0000b\u0007c', authorName: 'n\u0000' })
    const created = await insertTestComment(input)
    expect(created).not.toBeNull()
    const post = await query('community.getPost', { slug, locale: 'en' })
    expect(post.data.comments.find((c: { id: number }) => c.id === created!.commentId)?.body).toBe('abc')
    expect(await deleteTestComment(created!.commentId)).toBe(true)
  })
})

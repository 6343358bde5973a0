// The test-only comments route exists only when ENABLE_TEST_ROUTES is on; its writes are undone.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Route } from '../../app/routes/api/test.comments'
import { openDatabase } from '../../server/db/client'
import { authors, comments } from '../../server/db/schema'
import { env } from '../../server/env'
import { query } from './trpc'

type Handler = (ctx: { request: Request }) => Promise<Response> | Response
const handlers = (Route.options as unknown as { server: { handlers: Record<string, Handler> } }).server
  .handlers
const call = (method: 'GET' | 'POST' | 'DELETE', body?: unknown, search = '') =>
  handlers[method]!({
    request: new Request(`http://localhost/api/test/comments${search}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  })

const slug = 'irregular-cycles-after-the-pill-en'

beforeAll(async () => {
  await openDatabase()
})

afterAll(() => {
  env().ENABLE_TEST_ROUTES = false
})

describe('/api/test/comments', () => {
  it('is a 404 when ENABLE_TEST_ROUTES is off (the default)', async () => {
    expect(env().ENABLE_TEST_ROUTES).toBe(false)
    const response = await call('POST', { postSlug: slug, body: 'x', authorName: 'y' })
    expect(response.status).toBe(404)
    expect((await call('DELETE', undefined, '?id=1')).status).toBe(404)
    expect((await call('GET')).status).toBe(404)
  })

  it('adds a comment with a new author when on, and removes both', async () => {
    env().ENABLE_TEST_ROUTES = true
    const body = '<script>window.__xss=1</script>'
    const response = await call('POST', { postSlug: slug, body, authorName: '<b>name</b>' })
    expect(response.status).toBe(201)
    const { commentId, authorId } = (await response.json()) as { commentId: number; authorId: number }
    const post = await query('community.getPost', { slug, locale: 'en' })
    const added = post.data.comments.find((c: { id: number }) => c.id === commentId)
    expect(added.body).toBe(body)
    expect(added.author).toMatchObject({
      name: '<b>name</b>',
      role: 'user',
      avatarUrl: '/images/default-avatar.svg',
    })

    expect((await call('DELETE', undefined, `?id=${commentId}`)).status).toBe(204)
    const db = (await openDatabase()).db
    expect(await db.select().from(comments).where(eq(comments.id, commentId))).toEqual([])
    expect(await db.select().from(authors).where(eq(authors.id, authorId))).toEqual([])
    expect((await call('DELETE', undefined, `?id=${commentId}`)).status).toBe(404)
  })

  it('rejects bad input and unknown posts', async () => {
    env().ENABLE_TEST_ROUTES = true
    expect((await call('POST', { postSlug: '../x' })).status).toBe(400)
    expect((await call('POST', { postSlug: 'no-such-post', body: 'b', authorName: 'a' })).status).toBe(404)
    expect((await call('DELETE', undefined, '?id=abc')).status).toBe(400)
    // Past PostgreSQL's integer: a 400, not a failed query.
    expect((await call('DELETE', undefined, '?id=2147483648')).status).toBe(400)
  })

  it('stores text without control characters (NUL would fail the insert)', async () => {
    env().ENABLE_TEST_ROUTES = true
    const response = await call('POST', { postSlug: slug, body: 'a\u0000b\u0007c', authorName: 'n\u0000' })
    expect(response.status).toBe(201)
    const { commentId } = (await response.json()) as { commentId: number }
    const post = await query('community.getPost', { slug, locale: 'en' })
    expect(post.data.comments.find((c: { id: number }) => c.id === commentId)?.body).toBe('abc')
    expect((await call('DELETE', undefined, `?id=${commentId}`)).status).toBe(204)
  })
})

import { createFileRoute } from '@tanstack/react-router'
import {
  deleteTestComment,
  insertTestComment,
  testCommentInput,
} from '../../../server/community/test-comments'
import { env } from '../../../server/env'
import { INT4_MAX } from '@core/schemas/text'

// Test-only: lets the browser suite add a comment with any text (to prove that untrusted
// text is shown as text) and remove it again. A plain 404 unless ENABLE_TEST_ROUTES=true.
const notFound = () => new Response('Not found', { status: 404 })
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })

export const Route = createFileRoute('/api/test/comments')({
  server: {
    handlers: {
      // Without a GET handler the path would render an empty page.
      GET: () => notFound(),
      POST: async ({ request }) => {
        if (!env().ENABLE_TEST_ROUTES) return notFound()
        const parsed = testCommentInput.safeParse(await request.json().catch(() => null))
        if (!parsed.success) return json({ error: 'Invalid input' }, 400)
        // A write changes rendered pages: the functions publish it (every cache drops the post).
        const created = await insertTestComment(parsed.data)
        return created ? json(created, 201) : json({ error: 'Post not found' }, 404)
      },
      DELETE: async ({ request }) => {
        if (!env().ENABLE_TEST_ROUTES) return notFound()
        const id = Number(new URL(request.url).searchParams.get('id'))
        if (!Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX) return json({ error: 'Invalid id' }, 400)
        const deleted = await deleteTestComment(id)
        return deleted ? new Response(null, { status: 204 }) : notFound()
      },
    },
  },
})

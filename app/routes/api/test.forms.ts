import { createFileRoute } from '@tanstack/react-router'
import { db } from '../../../server/db/client'
import { env } from '../../../server/env'
import { expireRevocationLinks, formsSnapshot } from '../../../server/forms/test-snapshot'
import { cachePolicy } from '../../../server/http/cache-policy'

// Test-only (ENABLE_TEST_ROUTES=true): what the forms stored for ?email=…, and POST ?expire to
// make that address's deletion links run out; 404 otherwise.
export const Route = createFileRoute('/api/test/forms')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const email = new URL(request.url).searchParams.get('email')
        if (!env().ENABLE_TEST_ROUTES || !email) return new Response('Not found', { status: 404 })
        return Response.json(await formsSnapshot(await db(), email), {
          headers: { 'cache-control': cachePolicy.private },
        })
      },
      POST: async ({ request }) => {
        const url = new URL(request.url)
        const email = url.searchParams.get('email')
        if (!env().ENABLE_TEST_ROUTES || !email || !url.searchParams.has('expire')) {
          return new Response('Not found', { status: 404 })
        }
        return Response.json({ expired: await expireRevocationLinks(await db(), email) })
      },
    },
  },
})

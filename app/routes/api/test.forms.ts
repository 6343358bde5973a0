import { createFileRoute } from '@tanstack/react-router'
import { db } from '../../../server/db/client'
import { env } from '../../../server/env'
import { formsSnapshot } from '../../../server/forms/test-snapshot'

// Test-only (ENABLE_TEST_ROUTES=true): what the forms stored for ?email=…; 404 otherwise.
export const Route = createFileRoute('/api/test/forms')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const email = new URL(request.url).searchParams.get('email')
        if (!env().ENABLE_TEST_ROUTES || !email) return new Response('Not found', { status: 404 })
        return Response.json(await formsSnapshot(await db(), email), {
          headers: { 'cache-control': 'no-store' },
        })
      },
    },
  },
})

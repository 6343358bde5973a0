import { createFileRoute } from '@tanstack/react-router'
import { BUILD_ID } from '~/lib/build-info'
import { cachePolicy } from '@server/http/cache-policy'

// The running build's id; browsers poll it to notice a deploy (never cached).
export const Route = createFileRoute('/api/build')({
  server: {
    handlers: {
      GET: () =>
        Response.json(
          { id: BUILD_ID },
          { headers: { 'cache-control': cachePolicy.private, 'x-robots-tag': 'noindex' } },
        ),
    },
  },
})

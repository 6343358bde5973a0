import { createFileRoute } from '@tanstack/react-router'
import { handleIconsRequest } from '../../../server/platform/icons'

// /api/icons/{prefix}.json?icons=a,b: a subset of an installed Iconify set.
export const Route = createFileRoute('/api/icons/$file')({
  server: {
    handlers: {
      GET: ({ request }) => handleIconsRequest(request),
    },
  },
})

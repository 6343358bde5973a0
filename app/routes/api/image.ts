import { createFileRoute } from '@tanstack/react-router'
import { handleImageRequest } from '../../../server/platform/images'

// /api/image?src=/images/x.png&w=640[&q=80]: webp at one of the spec's widths.
export const Route = createFileRoute('/api/image')({
  server: {
    handlers: {
      GET: ({ request }) => handleImageRequest(request),
    },
  },
})

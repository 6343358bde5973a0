import { createFileRoute } from '@tanstack/react-router'
import { handleShareImage } from '@server/share/images'

// /api/share/{kind}/{slug}.png?locale=xx: a page's 1200×630 share image (og:image).
export const Route = createFileRoute('/api/share/$kind/$file')({
  server: {
    handlers: {
      GET: ({ request, params }) => handleShareImage(request, params.kind, params.file),
    },
  },
})

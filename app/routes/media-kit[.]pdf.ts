import { createFileRoute } from '@tanstack/react-router'
import { mediaKitResponse } from '@server/media-kit/handler'

// The media kit PDF; /es/media-kit.pdf and /pt/media-kit.pdf reach it de-localized.
export const Route = createFileRoute('/media-kit.pdf')({
  server: { handlers: { GET: ({ request }) => mediaKitResponse(request) } },
})

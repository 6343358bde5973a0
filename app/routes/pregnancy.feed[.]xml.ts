import { createFileRoute } from '@tanstack/react-router'
import { healthFeedResponse } from '../../server/feeds/handlers'

// The Atom feed of new and revised week pages; /es/embarazo/feed.xml and /pt/gravidez/feed.xml
// reach it de-localized (decision 039).
export const Route = createFileRoute('/pregnancy/feed.xml')({
  server: { handlers: { GET: ({ request }) => healthFeedResponse(request) } },
})

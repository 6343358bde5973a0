import { createFileRoute } from '@tanstack/react-router'
import { communityFeedResponse } from '../../server/feeds/handlers'

// The Atom feed of the newest public posts; /es/comunidad/feed.xml and /pt/comunidade/feed.xml
// reach it de-localized (decision 039).
export const Route = createFileRoute('/community/feed.xml')({
  server: { handlers: { GET: ({ request }) => communityFeedResponse(request) } },
})

import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '@server/seo/handlers'

export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: () => robotsResponse() } },
})

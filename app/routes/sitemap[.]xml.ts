import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '@server/seo/handlers'

export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => sitemapResponse() } },
})

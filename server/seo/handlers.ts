// The responses of /sitemap.xml and /robots.txt.
import { locales } from '../../core/i18n/locales'
import { listSlugs } from '../community/slugs'
import { publicConfig } from '../env'
import { legalUpdatedDates } from '../legal/documents'
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap'

export async function sitemapResponse(): Promise<Response> {
  const { siteUrl } = publicConfig()
  const { posts, experts } = await listSlugs()
  const xml = sitemapXml(sitemapUrls({ siteUrl, posts, experts, legalUpdated: legalUpdatedDates(locales) }))
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}

export function robotsResponse(): Response {
  return new Response(robotsTxt(publicConfig().siteUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

// The responses of /sitemap.xml and /robots.txt.
import { locales } from '../../core/i18n/locales.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import { listSlugs } from '../community/slugs.ts'
import { publicConfig } from '../env.ts'
import { policyPaths, policySlugs } from '../../core/facts/policies.ts'
import { legalUpdatedDates, policyUpdatedDates } from '../legal/documents.ts'
import { weekReviewDates } from '../pregnancy/weeks.ts'
import { cycleReviewDates } from '../cycle/content.ts'
import { monthReviewDates } from '../baby/content.ts'
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap.ts'
import { cachePolicy } from '../http/cache-policy.ts'

export async function sitemapResponse(): Promise<Response> {
  // Every post and expert (`community`), the weeks' review dates (a content deploy publishes `sitemap`).
  declareContentKeys('sitemap', 'community')
  const { siteUrl } = publicConfig()
  const [{ posts, experts }, weeks] = await Promise.all([listSlugs(), weekReviewDates()])
  const policies = policyUpdatedDates(locales)
  const legalUpdated = {
    ...legalUpdatedDates(locales),
    // A policy's page is its own route: its date goes under that path.
    ...Object.fromEntries(policySlugs.map((slug) => [policyPaths[slug].slice(1), policies[slug]])),
    // The cycle hub's review day, under its path like a policy's.
    cycle: cycleReviewDates(),
  }
  const xml = sitemapXml(
    sitemapUrls({ siteUrl, posts, experts, legalUpdated, weeks, months: monthReviewDates() }),
  )
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': cachePolicy.page,
    },
  })
}

export function robotsResponse(): Response {
  return new Response(robotsTxt(publicConfig().siteUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.page },
  })
}

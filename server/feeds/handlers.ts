// The answers of the feed URLs (decision 039), served by the server entry before the router:
// Atom with the page policy (a shared cache keeps them; the content keys of what they list purge
// them), an ETag of the bytes and 304 on a match.
import { createHash } from 'node:crypto'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import { type FeedSection, feedPath, feedSections } from '../../core/i18n/paths.ts'
import { publicConfig } from '../env.ts'
import { cachePolicy } from '../http/cache-policy.ts'
import { etagMatches } from '../http/conditional.ts'
import { type AtomFeed, atomXml } from './atom.ts'
import { readBabyFeed, readCommunityFeed, readPregnancyFeed } from './feeds.ts'

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8'

type Site = { siteUrl: string; siteName: string }

const readers: Record<FeedSection, (site: Site, locale: Locale) => Promise<AtomFeed>> = {
  // The newest public posts of the locale (keys: `community`, as the list).
  '/community': readCommunityFeed,
  // The week pages by last review or correction (keys: every `week:<n>`).
  '/pregnancy': readPregnancyFeed,
  // The baby months likewise (bundled files: a deploy purges everything).
  '/baby': readBabyFeed,
}

export interface FeedRequest {
  section: FeedSection
  locale: Locale
  /** The route template for logs and metrics (the English path). */
  route: string
}

const byPath = new Map<string, FeedRequest>(
  feedSections.flatMap((section) =>
    locales.map((locale) => [feedPath(section, locale), { section, locale, route: feedPath(section, 'en') }]),
  ),
)

/** The feed a path names (`/es/comunidad/feed.xml`), or null. */
export function feedOfPath(pathname: string): FeedRequest | null {
  return byPath.get(pathname) ?? null
}

export async function feedResponse(request: Request, feed: FeedRequest): Promise<Response> {
  const { siteUrl, siteName } = publicConfig()
  const xml = atomXml(await readers[feed.section]({ siteUrl, siteName }, feed.locale))
  const headers = {
    'content-type': ATOM_CONTENT_TYPE,
    'cache-control': cachePolicy.page,
    etag: `"${createHash('sha256').update(xml).digest('hex').slice(0, 32)}"`,
  }
  if (etagMatches(request.headers.get('if-none-match'), headers.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(xml, { headers })
}

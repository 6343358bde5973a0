// The answers of the feed URLs: Atom with the page policy (a shared cache keeps them and the
// content keys of what they list purge them), an ETag of the bytes and 304 on a match.
import { createHash } from 'node:crypto'
import { type Locale, baseLocale, isLocale } from '../../core/i18n/locales'
import { publicConfig } from '../env'
import { cachePolicy } from '../http/cache-policy'
import { etagMatches } from '../http/conditional'
import { type AtomFeed, atomXml } from './atom'
import { readCommunityFeed, readHealthFeed } from './feeds'

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8'

/** The locale of a feed URL (`/es/comunidad/feed.xml`): the route sees the path de-localized. */
function localeOf(request: Request): Locale {
  const first = new URL(request.url).pathname.split('/')[1]
  return isLocale(first) ? first : baseLocale
}

async function feedResponse(
  request: Request,
  read: (site: { siteUrl: string; siteName: string }, locale: Locale) => Promise<AtomFeed>,
): Promise<Response> {
  const { siteUrl, siteName } = publicConfig()
  const xml = atomXml(await read({ siteUrl, siteName }, localeOf(request)))
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

/** The newest public posts of the locale (keys: `community`, as the list). */
export const communityFeedResponse = (request: Request) => feedResponse(request, readCommunityFeed)

/** The week pages by last review or correction (keys: every `week:<n>`). */
export const healthFeedResponse = (request: Request) => feedResponse(request, readHealthFeed)

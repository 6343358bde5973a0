// GET/HEAD /media-kit.pdf, /es/media-kit.pdf, /pt/media-kit.pdf: the media kit in the locale of
// the path's prefix, built once per locale per process and kept in memory.
import { createHash } from 'node:crypto'
import { mediaKitFileName } from '../../core/facts/media-kit.ts'
import { type Locale, baseLocale } from '../../core/i18n/locales.ts'
import { pathLocale } from '../http/request-locale.ts'
import { localizedPath } from '../seo/sitemap.ts'
import { env, publicConfig } from '../env.ts'
import { mediaKitPdf } from './pdf.ts'
import { etagMatches } from '../http/conditional.ts'
import { cachePolicy } from '../http/cache-policy.ts'

const built = new Map<Locale, Promise<{ body: Buffer; etag: string }>>()

export function localeOfPath(pathname: string): Locale {
  return pathLocale(pathname) ?? baseLocale
}

function mediaKit(locale: Locale) {
  let job = built.get(locale)
  if (!job) {
    const { siteName, siteUrl } = publicConfig()
    job = mediaKitPdf(locale, {
      siteName,
      partnerUrl: `${siteUrl}${localizedPath('/partner-with-us', locale)}`,
      contactEmail: env().TEAM_EMAIL_PARTNERS,
    }).then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"` }))
    // A failed build is not kept: the next request tries again.
    job.catch(() => built.delete(locale))
    built.set(locale, job)
  }
  return job
}

export async function mediaKitResponse(request: Request): Promise<Response> {
  const locale = localeOfPath(new URL(request.url).pathname)
  const { body, etag } = await mediaKit(locale)
  const headers = {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${mediaKitFileName(locale)}"`,
    'cache-control': cachePolicy.generated,
    etag,
    'x-content-type-options': 'nosniff',
  }
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(new Uint8Array(body), {
    headers: { ...headers, 'content-length': String(body.length) },
  })
}

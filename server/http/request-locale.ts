// The one answer to "which locale is this request in", for everything the server says outside a
// page's render (refusals, failures, tRPC's messages and context, form redirects), in one order.
import { LOCALE_COOKIE, type Locale, baseLocale, isLocale } from '../../core/i18n/locales.ts'
import { readCookie } from '../../core/http/cookies.ts'

export interface LocaleSources {
  /** The request's URL; null when none can be built (a malformed Host); by default the request's. */
  url?: URL | null
  /** Locales the caller knows better than the request (a stored row's, a form field's), first wins. */
  prefer?: readonly unknown[]
}

/**
 * The caller's own candidates, then the tRPC client's x-locale header (the page's language),
 * the path's locale prefix, the locale cookie (the visitor's choice), then English.
 */
export function requestLocale(request: Request, sources: LocaleSources = {}): Locale {
  for (const candidate of sources.prefer ?? []) if (isLocale(candidate)) return candidate
  const header = request.headers.get('x-locale')
  if (isLocale(header)) return header
  const url = sources.url === undefined ? urlOf(request) : sources.url
  const prefix = url ? pathLocale(url.pathname) : null
  if (prefix) return prefix
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE)
  return isLocale(cookie) ? cookie : baseLocale
}

/** The locale a path's prefix names (`/es/…`, `/pt`), or null for an unprefixed (English) path. */
export function pathLocale(pathname: string): Locale | null {
  const prefix = pathname.split('/')[1]
  return isLocale(prefix) ? prefix : null
}

function urlOf(request: Request): URL | null {
  return URL.canParse(request.url) ? new URL(request.url) : null
}

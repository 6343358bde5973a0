// The one Cookie-header reader of the site, for the server (request headers) and the browser
// (document.cookie). cookie-es never throws: a value with bad percent-encoding (`a=%`) is kept
// as sent, a pair without `=` is skipped, and of a repeated name the first wins (RFC 6265 lists
// the most specific cookie first).
import { parse } from 'cookie-es'

/** Every cookie of a Cookie header; any bytes, never an error. */
export function readCookies(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>()
  for (const [name, value] of Object.entries(parse(header ?? ''))) {
    if (value !== undefined) jar.set(name, value)
  }
  return jar
}

/** One cookie of a Cookie header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return readCookies(header).get(name)
}

export interface CookieOptions {
  /** Seconds the cookie lives; 0 expires it now. */
  maxAge: number
  /** Sent only over https: true whenever the site is served over https. */
  secure: boolean
  /** Only to expire a cookie another script set for a wider domain. */
  domain?: string
}

/**
 * The one writer of the site's cookies, for a Set-Cookie header and for document.cookie alike:
 * every cookie is Path=/ and SameSite=Lax (sent on top-level navigations from other sites, so a
 * visitor arriving from a search keeps their choices). Hand-written rather than cookie-es's
 * `serialize`, which the browser's first load would carry for these few bytes.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const domain = options.domain ? `; Domain=${options.domain}` : ''
  const secure = options.secure ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.trunc(options.maxAge))}${domain}; Path=/; SameSite=Lax${secure}`
}

/** Writes a cookie in the browser; Secure when the page is served over https. */
export function setBrowserCookie(name: string, value: string, options: Omit<CookieOptions, 'secure'>) {
  const secure = window.location.protocol === 'https:'
  // biome-ignore lint/suspicious/noDocumentCookie: the server must read these cookies on the next request
  document.cookie = serializeCookie(name, value, { ...options, secure })
}

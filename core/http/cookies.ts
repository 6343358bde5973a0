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

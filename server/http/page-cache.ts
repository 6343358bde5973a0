// In-process cache of rendered pages that anonymous visitors share. A page is stored with its
// CSP nonce replaced by a placeholder, and every response gets a fresh nonce. The key holds
// everything that changes the HTML, read with the functions the render itself uses: path and
// query (the locale is in the path), the region cookie and country header (footer contacts),
// the consent choice (banner) and whether the visitor is a crawler (<html data-crawler>).
// Only GET renders are stored: a HEAD reads the cache but never stores or refreshes an entry.
// The entries hold at most PAGE_CACHE_MAX_MB per process, the least recently served going first.
import { randomBytes } from 'node:crypto'
import { FastResponse } from 'srvx'
import { isCrawler } from '../../core/http/bots'
import { consentFromCookieHeader } from '../../core/http/consent-cookie'
import { readCookie } from '../../core/http/cookies'
import { REGION_COOKIE, isRegionId } from '../../core/facts/site'
import { env } from '../env'
import { errorFields, log } from '../ops/log'
import { type PrecompressedPage, gzipWith, joinWith, precompress } from './compression'

/** Random per process: a visitor cannot know it, so cannot plant it in a page (exported for tests). */
export const NONCE_PLACEHOLDER = `nw-csp-nonce-${randomBytes(24).toString('hex')}`
const MAX_ENTRIES = 500
const MAX_BODY_BYTES = 1_000_000
const STALE_SECONDS = 300

interface Entry {
  page: PrecompressedPage
  status: number
  headers: Array<[string, string]>
  storedAt: number
  bytes: number
}

// In the order they were last served (a Map keeps insertion order): the first is evicted first.
const entries = new Map<string, Entry>()
const refreshing = new Set<string>()
let totalBytes = 0

/** What the stored pages hold: their plain and deflated bytes, headers and keys. */
export function pageCacheBytes(): number {
  return totalBytes
}

function forget(key: string): void {
  const entry = entries.get(key)
  if (!entry) return
  entries.delete(key)
  totalBytes -= entry.bytes
}

/** Stores an entry, evicting the least recently served ones beyond the entry and byte limits. */
function storeEntry(key: string, entry: Omit<Entry, 'bytes'>): void {
  const { page, headers } = entry
  const bytes =
    key.length +
    [...page.parts, ...page.deflated].reduce((sum, part) => sum + part.length, 0) +
    headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)
  const budget = env().PAGE_CACHE_MAX_MB * 1024 * 1024
  forget(key)
  if (bytes > budget) return
  for (const oldest of entries.keys()) {
    if (entries.size < MAX_ENTRIES && totalBytes + bytes <= budget) break
    forget(oldest)
  }
  entries.set(key, { ...entry, bytes })
  totalBytes += bytes
}

/** A served entry becomes the most recently used. */
function touch(key: string, entry: Entry): void {
  entries.delete(key)
  entries.set(key, entry)
}

export function pageCacheTtlMs(): number {
  return env().PAGE_CACHE_SECONDS * 1000
}

export function clearPageCache(): void {
  entries.clear()
  totalBytes = 0
}

/** The cache key of a request, or null when the request must not share a cached page. */
export function pageCacheKey(request: Request, url: URL): string | null {
  if (pageCacheTtlMs() <= 0) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return null
  if (url.search.length > 200) return null
  // The e-mailed deletion link's page shows its token's state now (decision 024).
  if (url.searchParams.has('token')) return null
  const cookieHeader = request.headers.get('cookie')
  const region = readCookie(cookieHeader, REGION_COOKIE)
  const country = request.headers.get(env().COUNTRY_HEADER)?.slice(0, 8) ?? ''
  return [
    url.pathname,
    url.search,
    // Any other value is ignored by the render (the region is detected again): one entry for all.
    isRegionId(region) ? region : '',
    country,
    consentFromCookieHeader(cookieHeader),
    isCrawler(request.headers.get('user-agent')) ? 'crawler' : 'browser',
  ].join('|')
}

// srvx writes a FastResponse's buffer straight to the socket (a Response's body would be streamed).
function withNonce(entry: Entry, nonce: string, hit: 'HIT' | 'STALE', gzip: boolean): Response {
  const headers = new Headers(entry.headers)
  headers.set('x-page-cache', hit)
  const body = gzip ? gzipWith(entry.page, nonce) : joinWith(entry.page, nonce)
  if (gzip) headers.set('content-encoding', 'gzip')
  headers.set('content-length', String(body.length))
  return new FastResponse(body, { status: entry.status, headers })
}

/** Reads a fresh render; keeps it when `keep` and it may be shared. */
async function store(key: string, response: Response, nonce: string, keep: boolean): Promise<Response> {
  const html = await response.text()
  const cacheable =
    keep &&
    response.status === 200 &&
    // A page that already holds the placeholder would hand its visitor text the live nonce.
    !html.includes(NONCE_PLACEHOLDER) &&
    html.length < MAX_BODY_BYTES &&
    // Only the deterministic region cookie may be replayed to another visitor with the same key.
    response.headers.getSetCookie().every((cookie) => cookie.startsWith('client_region='))
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length')
  if (cacheable) {
    storeEntry(key, {
      page: precompress(html.replaceAll(nonce, NONCE_PLACEHOLDER), NONCE_PLACEHOLDER, nonce.length),
      status: response.status,
      headers,
      storedAt: Date.now(),
    })
  }
  const copy = new Response(html, { status: response.status, headers })
  copy.headers.set('x-page-cache', 'MISS')
  return copy
}

/**
 * Serves `key` from the cache, or renders it with `render(nonce)`. A stale entry is served at
 * once while one background render refreshes it. With `share` false (HEAD) nothing is stored
 * or refreshed: `render` then still renders the GET page, whose headers HEAD answers.
 */
export async function cachedPage(
  key: string,
  nonce: string,
  render: (nonce: string) => Promise<Response>,
  freshNonce: () => string,
  gzip: boolean,
  share = true,
): Promise<Response> {
  const entry = entries.get(key)
  const age = entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY
  if (entry && age < pageCacheTtlMs() + STALE_SECONDS * 1000) touch(key, entry)
  if (entry && age < pageCacheTtlMs()) return withNonce(entry, nonce, 'HIT', gzip)
  if (entry && age < pageCacheTtlMs() + STALE_SECONDS * 1000) {
    if (share && !refreshing.has(key)) {
      refreshing.add(key)
      const refreshNonce = freshNonce()
      render(refreshNonce)
        .then((response) => (isHtml(response) ? store(key, response, refreshNonce, true) : undefined))
        .catch((error) => log.error({ error: errorFields(error) }, 'page cache: refresh failed'))
        .finally(() => refreshing.delete(key))
    }
    return withNonce(entry, nonce, 'STALE', gzip)
  }
  const response = await render(nonce)
  return isHtml(response) ? store(key, response, nonce, share) : response
}

function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') ?? false
}

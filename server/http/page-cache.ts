// In-process cache of rendered pages that anonymous visitors share. A page is stored with its
// CSP nonce replaced by a placeholder, and every response gets a fresh nonce. The key holds
// everything that changes the HTML: path and query (the locale is in the path), the region
// cookie and country header (footer contacts), and the consent cookie (banner).
import { env } from '../env'
import { FastResponse } from 'srvx'
import { type PrecompressedPage, gzipWith, joinWith, precompress } from './compression'
import { readCookies } from '../../app/lib/cookies'

const NONCE_PLACEHOLDER = '__NESTWELL_CSP_NONCE__'
const MAX_ENTRIES = 500
const MAX_BODY_BYTES = 1_000_000
const STALE_SECONDS = 300

interface Entry {
  page: PrecompressedPage
  status: number
  headers: Array<[string, string]>
  storedAt: number
}

const entries = new Map<string, Entry>()
const refreshing = new Set<string>()

export function pageCacheTtlMs(): number {
  return env().PAGE_CACHE_SECONDS * 1000
}

export function clearPageCache(): void {
  entries.clear()
}

/** The cache key of a request, or null when the request must not share a cached page. */
export function pageCacheKey(request: Request, url: URL): string | null {
  if (pageCacheTtlMs() <= 0) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return null
  if (url.search.length > 200) return null
  // The e-mailed deletion link's page shows its token's state now (decision 024).
  if (url.searchParams.has('token')) return null
  const cookies = readCookies(request.headers.get('cookie'))
  const country = request.headers.get(env().COUNTRY_HEADER)?.slice(0, 8) ?? ''
  return [
    url.pathname,
    url.search,
    cookies.get('client_region') ?? '',
    country,
    cookies.get('nw_consent') ?? '',
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

async function store(key: string, response: Response, nonce: string): Promise<Response> {
  const html = await response.text()
  const cacheable =
    response.status === 200 &&
    html.length < MAX_BODY_BYTES &&
    // Only the deterministic region cookie may be replayed to another visitor with the same key.
    response.headers.getSetCookie().every((cookie) => cookie.startsWith('client_region='))
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length')
  if (cacheable) {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    entries.set(key, {
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
 * once while one background render refreshes it.
 */
export async function cachedPage(
  key: string,
  nonce: string,
  render: (nonce: string) => Promise<Response>,
  freshNonce: () => string,
  gzip: boolean,
): Promise<Response> {
  const entry = entries.get(key)
  const age = entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY
  if (entry && age < pageCacheTtlMs()) return withNonce(entry, nonce, 'HIT', gzip)
  if (entry && age < pageCacheTtlMs() + STALE_SECONDS * 1000) {
    if (!refreshing.has(key)) {
      refreshing.add(key)
      const refreshNonce = freshNonce()
      render(refreshNonce)
        .then((response) => (isHtml(response) ? store(key, response, refreshNonce) : undefined))
        .catch((error) => console.error('[page-cache] refresh failed:', error))
        .finally(() => refreshing.delete(key))
    }
    return withNonce(entry, nonce, 'STALE', gzip)
  }
  const response = await render(nonce)
  return isHtml(response) ? store(key, response, nonce) : response
}

function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') ?? false
}

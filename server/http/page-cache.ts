// In-process cache of rendered pages that every visitor shares (decision 031: a page's bytes
// depend only on its URL, so the key is the path and query). A page is stored as it leaves,
// headers included (its CSP lists its scripts' hashes, nothing per response), plain and gzipped.
// Only GET renders a shared cache may keep are stored: a HEAD reads the cache but never stores
// or refreshes an entry. The entries hold at most PAGE_CACHE_MAX_MB per process
// (server/cache/budgeted-cache.ts), the least recently served going first; a content change
// clears them (server/cache/listeners.ts).
import { gzipSync } from 'node:zlib'
import { FastResponse } from 'srvx'
import { BudgetedCache } from '../cache/budgeted-cache.ts'
import { env } from '../env.ts'
import { errorFields, log } from '../ops/log.ts'

const MAX_ENTRIES = 500
const MAX_BODY_BYTES = 1_000_000
const STALE_SECONDS = 300

interface Entry {
  plain: Buffer<ArrayBuffer>
  gzipped: Buffer<ArrayBuffer>
  status: number
  headers: Array<[string, string]>
}

// Least recently served out first; an entry past its stale window is dropped, not served.
const entries = new BudgetedCache<Entry>({
  maxBytes: () => env().PAGE_CACHE_MAX_MB * 1024 * 1024,
  maxEntries: MAX_ENTRIES,
  sizeOf: (key, entry) =>
    key.length +
    entry.plain.length +
    entry.gzipped.length +
    entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
  keepMs: () => pageCacheTtlMs() + STALE_SECONDS * 1000,
  touchOnGet: true,
})
const refreshing = new Set<string>()
// Bumped by every clear: a render that began before a content change is not stored after it.
let generation = 0

/** What the stored pages hold: their plain and gzipped bytes, headers and keys. */
export function pageCacheBytes(): number {
  return entries.bytes
}

export function pageCacheTtlMs(): number {
  return env().PAGE_CACHE_SECONDS * 1000
}

export function clearPageCache(): void {
  entries.clear()
  generation++
}

/** The cache key of a request (its path and query), or null when it is not a shared page. */
export function pageCacheKey(request: Request, url: URL): string | null {
  if (pageCacheTtlMs() <= 0) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return null
  if (url.search.length > 200) return null
  // The e-mailed deletion link's page shows its token's state now (decision 024).
  if (url.searchParams.has('token')) return null
  return url.pathname + url.search
}

// srvx writes a FastResponse's buffer straight to the socket (a Response's body would be streamed).
function served(entry: Entry, hit: 'HIT' | 'STALE', gzip: boolean): Response {
  const headers = new Headers(entry.headers)
  headers.set('x-page-cache', hit)
  const body = gzip ? entry.gzipped : entry.plain
  if (gzip) headers.set('content-encoding', 'gzip')
  headers.set('content-length', String(body.length))
  return new FastResponse(body, { status: entry.status, headers })
}

/** Reads a fresh render; keeps it when `keep` and a shared cache may keep it too. */
async function store(key: string, response: Response, keep: boolean, since: number): Promise<Response> {
  const plain = Buffer.from(await response.arrayBuffer())
  const cacheable =
    keep &&
    since === generation &&
    response.status === 200 &&
    plain.length < MAX_BODY_BYTES &&
    (response.headers.get('cache-control') ?? '').startsWith('public') &&
    !response.headers.has('set-cookie')
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length')
  if (cacheable) entries.set(key, { plain, gzipped: gzipSync(plain), status: response.status, headers })
  const copy = new Response(plain, { status: response.status, headers })
  copy.headers.set('x-page-cache', 'MISS')
  return copy
}

/**
 * Serves `key` from the cache, or renders it with `render()`. A stale entry is served at once
 * while one background render refreshes it. With `share` false (HEAD) nothing is stored or
 * refreshed: `render` then still renders the GET page, whose headers HEAD answers.
 */
export async function cachedPage(
  key: string,
  render: () => Promise<Response>,
  gzip: boolean,
  share = true,
): Promise<Response> {
  const since = generation
  const now = Date.now()
  const cached = entries.get(key, now)
  if (cached && now - cached.storedAt < pageCacheTtlMs()) return served(cached.value, 'HIT', gzip)
  if (cached) {
    if (share && !refreshing.has(key)) {
      refreshing.add(key)
      render()
        .then((response) => (isHtml(response) ? store(key, response, true, since) : undefined))
        .catch((error) => log.error({ error: errorFields(error) }, 'page cache: refresh failed'))
        .finally(() => refreshing.delete(key))
    }
    return served(cached.value, 'STALE', gzip)
  }
  const response = await render()
  return isHtml(response) ? store(key, response, share, since) : response
}

function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') ?? false
}

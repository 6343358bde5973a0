// Results of the public read procedures (community, legal, home), kept a few seconds in the
// process: every uncached page render asks for the same lists, and PGlite answers one query at
// a time. Only procedures whose answer depends on nothing but their input use it; writes to
// what they read call clearQueryCache(). Keys are the raw input, so anyone can add entries (a
// search, an unknown field): a byte budget (server/cache/budgeted-cache.ts) bounds what they can
// hold, expired entries going first. Each result keeps the content keys its read declared,
// declared again on a hit (so a page made from cached reads still names what it shows), and a
// content change drops them all.
import type { ContentKey } from '../../core/cache/content-keys.ts'
import { BudgetedCache } from '../cache/budgeted-cache.ts'
import { env } from '../env.ts'
import { countQueryCacheHit } from '../ops/metrics.ts'

interface Entry {
  result: unknown
  keys: ContentKey[]
  /** The JSON of the result's data, measured once when stored. */
  jsonLength: number
}

// Oldest stored out first (a hit does not move an entry); expired results go before fresh ones.
const entries = new BudgetedCache<Entry>({
  maxBytes: () => env().QUERY_CACHE_MAX_MB * 1024 * 1024,
  maxEntries: 2000,
  sizeOf: (key, entry) => 2 * (key.length + entry.jsonLength + entry.keys.join(' ').length),
  keepMs: () => env().QUERY_CACHE_SECONDS * 1000,
})

/** About what the stored results hold: their JSON and keys, two bytes a character. */
export function queryCacheBytes(): number {
  return entries.bytes
}

export function clearQueryCache(): void {
  entries.clear()
}

/** A fresh result and the content keys its read declared. */
export function cachedRead(key: string): { result: unknown; keys: ContentKey[] } | undefined {
  const entry = entries.get(key)?.value
  if (entry) countQueryCacheHit()
  return entry
}

export function cachedResult(key: string): unknown | undefined {
  return cachedRead(key)?.result
}

/** Keeps a procedure's result; its size is its `data` (the rest is the request's context). */
export function storeResult(key: string, result: { data?: unknown }, keys: ContentKey[] = []): void {
  if (env().QUERY_CACHE_SECONDS <= 0) return
  let json: string
  try {
    json = JSON.stringify(result.data) ?? ''
  } catch {
    return
  }
  entries.set(key, { result, keys, jsonLength: json.length })
}

// Results of the public read procedures (community, legal, home), kept a few seconds in the
// process: every uncached page render asks for the same lists, and PGlite answers one query at
// a time. Only procedures whose answer depends on nothing but their input use it; writes to
// what they read call clearQueryCache(). Keys are the raw input, so anyone can add entries (a
// search, an unknown field): a byte budget bounds what they can hold, and expired entries go
// first. Each result keeps the content keys its read declared, declared again on a hit (so a
// page made from cached reads still names what it shows), and a content change drops them all.
import type { ContentKey } from '../../core/cache/content-keys.ts'
import { env } from '../env'
import { countQueryCacheHit } from '../ops/metrics'

interface Entry {
  result: unknown
  keys: ContentKey[]
  storedAt: number
  bytes: number
}

const MAX_ENTRIES = 2000
// In the order they were stored (a Map keeps insertion order): the oldest goes first.
const entries = new Map<string, Entry>()
let totalBytes = 0

/** About what the stored results hold: their JSON and keys, two bytes a character. */
export function queryCacheBytes(): number {
  return totalBytes
}

function forget(key: string): void {
  const entry = entries.get(key)
  if (!entry) return
  entries.delete(key)
  totalBytes -= entry.bytes
}

export function clearQueryCache(): void {
  entries.clear()
  totalBytes = 0
}

const fresh = (entry: Entry, now: number) => now - entry.storedAt < env().QUERY_CACHE_SECONDS * 1000

/** A fresh result and the content keys its read declared. */
export function cachedRead(key: string): { result: unknown; keys: ContentKey[] } | undefined {
  const entry = entries.get(key)
  if (!entry) return undefined
  if (fresh(entry, Date.now())) {
    countQueryCacheHit()
    return entry
  }
  forget(key)
  return undefined
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
  const bytes = 2 * (key.length + json.length + keys.join(' ').length)
  const budget = env().QUERY_CACHE_MAX_MB * 1024 * 1024
  forget(key)
  if (bytes > budget) return
  const now = Date.now()
  for (const [oldest, entry] of entries) {
    if (fresh(entry, now) && entries.size < MAX_ENTRIES && totalBytes + bytes <= budget) break
    forget(oldest)
  }
  entries.set(key, { result, keys, storedAt: now, bytes })
  totalBytes += bytes
}

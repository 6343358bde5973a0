// Results of the public read procedures (community, legal, home), kept a few seconds in the
// process: every uncached page render asks for the same lists, and PGlite answers one query at
// a time. Only procedures whose answer depends on nothing but their input use it; writes to
// what they read call clearQueryCache().
import { env } from '../env'
import { countQueryCacheHit } from '../ops/metrics'

interface Entry {
  result: unknown
  storedAt: number
}

const MAX_ENTRIES = 2000
const entries = new Map<string, Entry>()

export function clearQueryCache(): void {
  entries.clear()
}

export function cachedResult(key: string): unknown | undefined {
  const entry = entries.get(key)
  if (!entry) return undefined
  if (Date.now() - entry.storedAt < env().QUERY_CACHE_SECONDS * 1000) {
    countQueryCacheHit()
    return entry.result
  }
  entries.delete(key)
  return undefined
}

export function storeResult(key: string, result: unknown): void {
  if (env().QUERY_CACHE_SECONDS <= 0) return
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  entries.set(key, { result, storedAt: Date.now() })
}

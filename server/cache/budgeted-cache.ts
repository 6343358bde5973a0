// The one in-process cache structure of the server: a Map bounded by a byte budget and an entry
// count, for the page cache (server/http/page-cache.ts) and the query cache
// (server/trpc/query-cache.ts). Both caches' keys come from the request, so a stranger can add
// entries: the budget, not the key space, bounds the memory they hold (decision 026).
//
// A Map keeps insertion order; the first entry is the next to go. With `touchOnGet` a read moves
// its entry to the end (least recently used out first), without it entries go in the order they
// were stored. An entry older than `keepMs` is never returned, and a store drops such entries at
// the front even when the budget has room. Written by hand: the installed lru-cache is v5
// (transitive, no byte budget), and neither cache may gain a dependency on its own.

export interface BudgetedCacheOptions<V> {
  /** The byte budget, read at each store (the env is read once, on first use). */
  maxBytes: () => number
  maxEntries: number
  /** What an entry holds, in bytes, as the cache's metric reports it. */
  sizeOf: (key: string, value: V) => number
  /** How long an entry may be returned, from when it was stored; read at each use. */
  keepMs: () => number
  /** A read makes the entry the most recently used (else entries leave in stored order). */
  touchOnGet?: boolean
}

export interface CachedEntry<V> {
  value: V
  storedAt: number
}

interface Slot<V> extends CachedEntry<V> {
  bytes: number
}

export class BudgetedCache<V> {
  private readonly entries = new Map<string, Slot<V>>()
  private readonly options: BudgetedCacheOptions<V>
  private total = 0

  constructor(options: BudgetedCacheOptions<V>) {
    this.options = options
  }

  /** The bytes the entries hold, by `sizeOf` (the caches' `*_cache_bytes` gauges). */
  get bytes(): number {
    return this.total
  }

  get size(): number {
    return this.entries.size
  }

  /** The entry and when it was stored, unless missing or older than `keepMs` (then dropped). */
  get(key: string, now = Date.now()): CachedEntry<V> | undefined {
    const slot = this.entries.get(key)
    if (!slot) return undefined
    if (!this.kept(slot, now)) {
      this.delete(key)
      return undefined
    }
    if (this.options.touchOnGet) {
      this.entries.delete(key)
      this.entries.set(key, slot)
    }
    return { value: slot.value, storedAt: slot.storedAt }
  }

  /**
   * Stores `value` under `key` (replacing any entry), dropping entries from the front until it
   * fits. Returns false, storing nothing, when it alone is larger than the budget.
   */
  set(key: string, value: V, now = Date.now()): boolean {
    const bytes = this.options.sizeOf(key, value)
    const budget = this.options.maxBytes()
    this.delete(key)
    if (bytes > budget) return false
    for (const [oldest, slot] of this.entries) {
      const room = this.entries.size < this.options.maxEntries && this.total + bytes <= budget
      if (room && this.kept(slot, now)) break
      this.delete(oldest)
    }
    this.entries.set(key, { value, storedAt: now, bytes })
    this.total += bytes
    return true
  }

  delete(key: string): void {
    const slot = this.entries.get(key)
    if (!slot) return
    this.entries.delete(key)
    this.total -= slot.bytes
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  private kept(slot: Slot<V>, now: number): boolean {
    return now - slot.storedAt < this.options.keepMs()
  }
}

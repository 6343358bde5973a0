import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedResult, clearQueryCache, queryCacheBytes, storeResult } from './query-cache.ts'

// Read once by env() on first use: a 1 MB budget, 10 s freshness.
vi.hoisted(() => {
  process.env.QUERY_CACHE_MAX_MB = '1'
  process.env.QUERY_CACHE_SECONDS = '10'
})

/** A result of about `kb` kilobytes as the cache counts it (two bytes a character). */
const result = (kb: number, tag: string) => ({ ok: true, data: { tag, text: 'x'.repeat(kb * 512) } })

afterEach(() => {
  clearQueryCache()
  vi.useRealTimers()
})

describe('query cache byte budget (QUERY_CACHE_MAX_MB)', () => {
  it('drops the oldest results to stay within the budget', () => {
    for (const n of [1, 2, 3]) storeResult(`search|${n}`, result(300, `r${n}`))
    expect(queryCacheBytes()).toBeGreaterThan(900 * 1024)
    storeResult('search|4', result(300, 'r4'))
    expect(cachedResult('search|1')).toBeUndefined()
    expect(cachedResult('search|2')).toEqual(result(300, 'r2'))
    expect(cachedResult('search|4')).toEqual(result(300, 'r4'))
    expect(queryCacheBytes()).toBeLessThanOrEqual(1024 * 1024)
  })

  it('never keeps a result larger than the whole budget', () => {
    storeResult('legal|huge', result(1100, 'huge'))
    expect(cachedResult('legal|huge')).toBeUndefined()
    expect(queryCacheBytes()).toBe(0)
  })

  it('lets expired results go before fresh ones, and counts a replaced key once', () => {
    storeResult('b', result(300, 'b2'))
    const oneEntry = queryCacheBytes()
    clearQueryCache()

    vi.useFakeTimers()
    storeResult('a', result(300, 'a'))
    vi.advanceTimersByTime(11_000)
    storeResult('b', result(300, 'b'))
    storeResult('b', result(300, 'b2'))
    // 'a' expired, so it went though the budget had room; 'b' is counted once.
    expect(cachedResult('b')).toEqual(result(300, 'b2'))
    expect(queryCacheBytes()).toBe(oneEntry)
  })

  it('keeps a result whose context cannot be written as JSON, sized by its data', () => {
    // tRPC's middleware result carries the request's context (database handles: circular).
    const ctx: Record<string, unknown> = {}
    ctx.self = ctx
    const withContext = { ...result(10, 'posts'), ctx }
    storeResult('community.listPosts|{}', withContext)
    expect(cachedResult('community.listPosts|{}')).toMatchObject(result(10, 'posts'))
    expect(queryCacheBytes()).toBeGreaterThan(10 * 1024)
    expect(queryCacheBytes()).toBeLessThan(11 * 1024)
  })
})

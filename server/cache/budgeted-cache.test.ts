import { describe, expect, it } from 'vitest'
import { BudgetedCache, type BudgetedCacheOptions } from './budgeted-cache.ts'

/** A cache of strings sized by their length, 100 bytes and 10 s by default, at a given clock. */
function cache(options: Partial<BudgetedCacheOptions<string>> = {}) {
  return new BudgetedCache<string>({
    maxBytes: () => 100,
    maxEntries: 10,
    sizeOf: (_key, value) => value.length,
    keepMs: () => 10_000,
    ...options,
  })
}

const text = (bytes: number, tag: string) => tag.padEnd(bytes, '.')

describe('BudgetedCache', () => {
  it('counts the bytes it holds, a replaced key once, and none after clear', () => {
    const c = cache()
    c.set('a', text(30, 'a'), 0)
    c.set('b', text(20, 'b'), 0)
    c.set('a', text(10, 'a2'), 0)
    expect(c.bytes).toBe(30)
    expect(c.size).toBe(2)
    expect(c.get('a', 0)?.value).toBe(text(10, 'a2'))
    c.delete('b')
    expect(c.bytes).toBe(10)
    c.clear()
    expect(c.bytes).toBe(0)
    expect(c.get('a', 0)).toBeUndefined()
  })

  it('drops entries in stored order to stay within the byte budget', () => {
    const c = cache()
    for (const key of ['a', 'b', 'c']) c.set(key, text(30, key), 0)
    expect(c.get('a', 0)).toBeDefined() // a read does not move it without touchOnGet
    c.set('d', text(30, 'd'), 0)
    expect(c.get('a', 0)).toBeUndefined()
    expect(c.get('b', 0)?.value).toBe(text(30, 'b'))
    expect(c.bytes).toBe(90)
  })

  it('with touchOnGet drops the least recently read instead', () => {
    const c = cache({ touchOnGet: true })
    for (const key of ['a', 'b', 'c']) c.set(key, text(30, key), 0)
    expect(c.get('a', 0)).toBeDefined()
    c.set('d', text(30, 'd'), 0)
    expect(c.get('b', 0)).toBeUndefined()
    expect(c.get('a', 0)?.value).toBe(text(30, 'a'))
    expect(c.bytes).toBeLessThanOrEqual(100)
  })

  it('keeps at most maxEntries, however small they are', () => {
    const c = cache({ maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) c.set(key, key, 0)
    expect(c.size).toBe(2)
    expect(c.get('a', 0)).toBeUndefined()
    expect(c.get('c', 0)).toBeDefined()
  })

  it('never stores an entry larger than the budget, and keeps what it held', () => {
    const c = cache()
    c.set('small', text(10, 's'), 0)
    expect(c.set('huge', text(101, 'h'), 0)).toBe(false)
    expect(c.get('huge', 0)).toBeUndefined()
    expect(c.bytes).toBe(10)
    expect(c.get('small', 0)).toBeDefined()
  })

  it('reads the budget at each store', () => {
    let budget = 100
    const c = cache({ maxBytes: () => budget })
    c.set('a', text(40, 'a'), 0)
    c.set('b', text(40, 'b'), 0)
    budget = 50
    c.set('c', text(10, 'c'), 0)
    expect(c.get('a', 0)).toBeUndefined()
    expect(c.bytes).toBe(50)
  })

  it('returns an entry with when it was stored until keepMs has passed, then drops it', () => {
    const c = cache()
    c.set('a', text(30, 'a'), 1_000)
    expect(c.get('a', 10_999)).toEqual({ value: text(30, 'a'), storedAt: 1_000 })
    expect(c.get('a', 11_000)).toBeUndefined()
    expect(c.bytes).toBe(0)
  })

  it('drops expired entries at the front before fresh ones, even with room to spare', () => {
    const c = cache()
    c.set('old', text(10, 'o'), 0)
    c.set('fresh', text(10, 'f'), 5_000)
    c.set('new', text(10, 'n'), 12_000)
    expect(c.size).toBe(2)
    expect(c.bytes).toBe(20)
    expect(c.get('fresh', 12_000)).toBeDefined()
  })
})

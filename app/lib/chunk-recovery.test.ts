import { describe, expect, it } from 'vitest'
import { RELOAD_GUARD_MS, claimReload, isChunkLoadError } from './chunk-recovery'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  }
}

describe('chunk load errors', () => {
  it('recognises the browsers’ dynamic-import failures and Vite’s CSS preload failure', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Deliberate error'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})

describe('reload guard', () => {
  it('allows one reload per path per 10 s', () => {
    const storage = memoryStorage()
    const t0 = 1_000_000
    expect(claimReload('/community', storage, t0)).toBe(true)
    expect(claimReload('/community', storage, t0 + 2_000)).toBe(false)
    expect(claimReload('/es/comunidad', storage, t0 + 2_000)).toBe(true)
    expect(claimReload('/community', storage, t0 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(claimReload('/community', storage, t0 + RELOAD_GUARD_MS)).toBe(true)
  })
  it('does not reload at all when storage is unavailable (a loop would be worse)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(claimReload('/', broken)).toBe(false)
  })
})

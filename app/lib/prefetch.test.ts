import { describe, expect, it, vi } from 'vitest'
import { installPrefetchPolicy, shouldPrefetch } from './prefetch'

const nav = (connection?: object) => ({ connection }) as unknown as Navigator

describe('shouldPrefetch', () => {
  it('prefetches when the connection is unknown or fast', () => {
    expect(shouldPrefetch(nav())).toBe(true)
    expect(shouldPrefetch(nav({ effectiveType: '4g' }))).toBe(true)
    expect(shouldPrefetch(nav({ effectiveType: '3g', saveData: false }))).toBe(true)
    expect(shouldPrefetch(undefined)).toBe(true)
  })
  it('does not prefetch in data-saver mode or on 2g / slow-2g', () => {
    expect(shouldPrefetch(nav({ saveData: true, effectiveType: '4g' }))).toBe(false)
    expect(shouldPrefetch(nav({ effectiveType: '2g' }))).toBe(false)
    expect(shouldPrefetch(nav({ effectiveType: 'slow-2g' }))).toBe(false)
  })
})

describe('installPrefetchPolicy', () => {
  it('asks the connection at each prefetch, so a change applies at once', async () => {
    const connection = { saveData: false, effectiveType: '4g' }
    vi.stubGlobal('navigator', nav(connection))
    const preload = vi.fn(async () => 'preloaded')
    const router = { preloadRoute: preload }
    installPrefetchPolicy(router)
    installPrefetchPolicy(router) // idempotent: not wrapped twice
    expect(await router.preloadRoute()).toBe('preloaded')
    connection.saveData = true
    expect(await router.preloadRoute()).toBeUndefined()
    connection.saveData = false
    connection.effectiveType = 'slow-2g'
    expect(await router.preloadRoute()).toBeUndefined()
    connection.effectiveType = '4g'
    expect(await router.preloadRoute()).toBe('preloaded')
    expect(preload).toHaveBeenCalledTimes(2)
    vi.unstubAllGlobals()
  })
})

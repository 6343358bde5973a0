import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { browserQueryClient } from './page-queries'

describe("the browser's query client, loaded when a loader first asks", () => {
  it('is created once, for all loaders, and its subscribers hear of it', async () => {
    const load = vi.fn(async () => new QueryClient())
    const { loaderClient, source, ensureClient } = browserQueryClient(load)
    const heard = vi.fn()
    source.subscribe(heard)
    expect(source.current()).toBeUndefined()
    const [a, b] = await Promise.all([
      loaderClient.ensureQueryData({ queryKey: ['a'], queryFn: () => 1 }),
      loaderClient.fetchQuery({ queryKey: ['b'], queryFn: () => 2 }),
    ])
    expect([a, b]).toEqual([1, 2])
    expect(load).toHaveBeenCalledTimes(1)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(source.current()).toBe(await ensureClient())
    expect(source.current()?.getQueryData(['a'])).toBe(1)
  })

  it('tries again after a failed load (a deploy removed the chunk, the network dropped)', async () => {
    const load = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(new QueryClient())
    const { loaderClient, source } = browserQueryClient(load)
    await expect(loaderClient.ensureQueryData({ queryKey: ['a'], queryFn: () => 1 })).rejects.toThrow(
      'chunk failed',
    )
    expect(source.current()).toBeUndefined()
    expect(await loaderClient.ensureQueryData({ queryKey: ['a'], queryFn: () => 1 })).toBe(1)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

import { describe, expect, it } from 'vitest'
import { BUILD_CHECK_INTERVAL_MS, buildCheckInterval, fetchLatestBuildId } from './build-update'

const storage = (value: string | null) => ({ getItem: () => value })

describe('build update checks', () => {
  it('run hourly unless a test shortens the interval', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000)
    expect(buildCheckInterval(undefined)).toBe(3_600_000)
    expect(buildCheckInterval(storage(null))).toBe(3_600_000)
    expect(buildCheckInterval(storage('1000'))).toBe(1000)
    expect(buildCheckInterval(storage('10'))).toBe(3_600_000)
    expect(buildCheckInterval(storage('soon'))).toBe(3_600_000)
  })

  it('read the id from /api/build without caching, and shrug off failures', async () => {
    const calls: Array<[string, RequestInit | undefined]> = []
    const ok = (async (url: string, init?: RequestInit) => {
      calls.push([url, init])
      return Response.json({ id: 'b2' })
    }) as typeof fetch
    expect(await fetchLatestBuildId(ok)).toBe('b2')
    expect(calls[0]?.[0]).toBe('/api/build')
    expect(calls[0]?.[1]?.cache).toBe('no-store')
    const down = (async () => new Response('', { status: 503 })) as typeof fetch
    expect(await fetchLatestBuildId(down)).toBeUndefined()
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await fetchLatestBuildId(offline)).toBeUndefined()
  })
})

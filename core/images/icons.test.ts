import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ICON_FETCH_TIMEOUT_MS,
  ICON_MAX_URL_LENGTH,
  ICON_ROTATE_MS,
  fetchIconSet,
  iconRequestPaths,
  loadIcon,
  splitIconName,
} from './icons'

const heartSet = {
  prefix: 'lucide',
  icons: { heart: { body: '<path d="M1 1"/>' } },
  aliases: { love: { parent: 'heart' } },
  width: 24,
  height: 24,
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('icon names and URLs', () => {
  it('splits "set:name" and refuses anything else', () => {
    expect(splitIconName('lucide:heart')).toEqual({ prefix: 'lucide', name: 'heart' })
    expect(splitIconName('heart')).toBeUndefined()
    expect(splitIconName('lucide:Heart')).toBeUndefined()
    expect(splitIconName('a:b:c')).toBeUndefined()
    expect(splitIconName('../x:heart')).toBeUndefined()
  })

  it('keeps every request URL within the spec’s 500 characters', () => {
    const names = Array.from({ length: 120 }, (_, i) => `some-long-icon-name-${i}`)
    const paths = iconRequestPaths('lucide', names)
    expect(paths.length).toBeGreaterThan(1)
    for (const path of paths) expect(path.length).toBeLessThanOrEqual(ICON_MAX_URL_LENGTH)
    const all = paths.flatMap((p) => new URL(p, 'http://x').searchParams.get('icons')!.split(','))
    expect(all).toEqual(names)
    expect(paths[0]).toMatch(/^\/api\/icons\/lucide\.json\?icons=/)
  })
})

describe('icon loader', () => {
  it('gives up after 1500 ms', async () => {
    vi.useFakeTimers()
    const never = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ) as unknown as typeof fetch
    const result = fetchIconSet('/api/icons/lucide.json?icons=heart', { fetcher: never })
    const outcome = result.then(
      () => 'resolved',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(ICON_FETCH_TIMEOUT_MS - 1)
    expect(never).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatch(/timed out after 1500 ms/)
  })

  it('asks the next host after 750 ms without an answer, and the first answer wins', async () => {
    vi.useFakeTimers()
    const asked: string[] = []
    const fetcher = vi.fn((url: string) => {
      asked.push(url)
      if (url.startsWith('https://slow')) return new Promise<Response>(() => {})
      return Promise.resolve(Response.json(heartSet))
    }) as unknown as typeof fetch
    const result = fetchIconSet('/api/icons/lucide.json?icons=heart', {
      fetcher,
      resources: ['https://slow.example', 'https://fast.example'],
    })
    await vi.advanceTimersByTimeAsync(ICON_ROTATE_MS - 1)
    expect(asked).toEqual(['https://slow.example/api/icons/lucide.json?icons=heart'])
    await vi.advanceTimersByTimeAsync(1)
    expect(asked).toHaveLength(2)
    expect((await result).prefix).toBe('lucide')
  })

  it('batches icons asked for together into one request and resolves aliases', async () => {
    const fetcher = vi.fn(async (url: string) => {
      expect(url).toBe('/api/icons/lucide.json?icons=heart,love,missing')
      return Response.json({ ...heartSet, not_found: ['missing'] })
    }) as unknown as typeof fetch
    const [heart, love, missing] = await Promise.all([
      loadIcon('lucide', 'heart', { fetcher }),
      loadIcon('lucide', 'love', { fetcher }),
      loadIcon('lucide', 'missing', { fetcher }),
    ])
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(heart).toEqual({ body: '<path d="M1 1"/>', viewBox: '0 0 24 24' })
    expect(love).toEqual(heart)
    expect(missing).toBeNull()
  })

  it('resolves to null (not an error) when the endpoint fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetcher = (async () => new Response('nope', { status: 500 })) as typeof fetch
    expect(await loadIcon('lucide', 'heart', { fetcher })).toBeNull()
    expect(console.warn).toHaveBeenCalled()
  })
})

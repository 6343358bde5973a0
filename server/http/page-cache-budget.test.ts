import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedPage, clearPageCache, pageCacheBytes, pageCacheKey } from './page-cache.ts'

// Read once by env() on first use: a 1 MB budget for this file.
vi.hoisted(() => {
  process.env.PAGE_CACHE_MAX_MB = '1'
})

/** About `kb` kilobytes of text deflate shrinks by a quarter at most (hashes, not random). */
function bulkyText(kb: number, seed: number): string {
  let text = ''
  for (let i = 0; text.length < kb * 1024; i++) {
    text += createHash('sha256').update(`${seed}:${i}`).digest('base64')
  }
  return text
}

function renderer(text: string) {
  let calls = 0
  const render = async () => {
    calls++
    const html = `<!doctype html><html><head></head><body>${text}</body></html>`
    return new Response(html, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=600',
      },
    })
  }
  return { render, calls: () => calls }
}

function key(path: string) {
  const url = new URL(`http://localhost${path}`)
  return pageCacheKey(new Request(url), url)!
}

async function get(path: string, page: ReturnType<typeof renderer>) {
  const response = await cachedPage(key(path), page.render, false)
  await response.text()
  return response.headers.get('x-page-cache')
}

afterEach(() => clearPageCache())

describe('page cache byte budget (PAGE_CACHE_MAX_MB)', () => {
  it('evicts the least recently served pages to stay within the budget', async () => {
    // Each page holds about 300 KB (plain and gzipped): three fit in 1 MB, not four.
    const pages = [1, 2, 3, 4].map((seed) => renderer(bulkyText(170, seed)))
    for (const [i, page] of pages.slice(0, 3).entries()) expect(await get(`/p${i}`, page)).toBe('MISS')
    // /p0 is served again: /p1 is now the least recently served.
    expect(await get('/p0', pages[0]!)).toBe('HIT')
    expect(await get('/p3', pages[3]!)).toBe('MISS')
    expect(pageCacheBytes()).toBeLessThanOrEqual(1024 * 1024)
    expect(await get('/p0', pages[0]!)).toBe('HIT')
    expect(await get('/p2', pages[2]!)).toBe('HIT')
    expect(await get('/p3', pages[3]!)).toBe('HIT')
    expect(await get('/p1', pages[1]!)).toBe('MISS')
    expect(pages[1]!.calls()).toBe(2)
  })

  it('never stores a page larger than the whole budget, and keeps what it held', async () => {
    const small = renderer('Terms of use')
    expect(await get('/small', small)).toBe('MISS')
    const held = pageCacheBytes()
    expect(held).toBeGreaterThan(0)
    const huge = renderer(bulkyText(700, 9))
    expect(await get('/huge', huge)).toBe('MISS')
    expect(await get('/huge', huge)).toBe('MISS')
    expect(pageCacheBytes()).toBe(held)
    expect(await get('/small', small)).toBe('HIT')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedPage, clearPageCache, pageCacheKey, pageCacheTtlMs } from './page-cache.ts'

const shared = 'public, max-age=0, s-maxage=600'

function page(text = 'Terms of use', headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html><head></head><body>${text}</body></html>`
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': shared, ...headers },
  })
}

/** A render that counts its calls and answers like Start: HEAD gets the headers only. */
function renderer(method: 'GET' | 'HEAD' = 'GET', text?: string, headers?: Record<string, string>) {
  let calls = 0
  const render = async () => {
    calls++
    const response = page(text, headers)
    return method === 'HEAD' ? new Response(null, response) : response
  }
  return { calls: () => calls, render }
}

afterEach(() => {
  clearPageCache()
  vi.useRealTimers()
})

function key(path: string, headers: Record<string, string> = {}) {
  const url = new URL(`http://localhost${path}`)
  return pageCacheKey(new Request(url, { headers }), url)!
}

describe('page cache and HEAD', () => {
  it('a HEAD miss renders but stores nothing: the next GET renders the full page', async () => {
    const k = key('/terms-of-use?h=1')
    await cachedPage(k, renderer('HEAD').render, false, false)
    const get = renderer()
    const response = await cachedPage(k, get.render, false)
    expect(get.calls()).toBe(1)
    expect(response.headers.get('x-page-cache')).toBe('MISS')
    expect(await response.text()).toContain('Terms of use')
  })

  it('a HEAD on a stale entry serves it and starts no refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const k = key('/terms-of-use')
    await cachedPage(k, renderer().render, false)
    vi.setSystemTime(Date.now() + pageCacheTtlMs() + 1000)
    const head = renderer('HEAD')
    const response = await cachedPage(k, head.render, false, false)
    expect(response.headers.get('x-page-cache')).toBe('STALE')
    expect(head.calls()).toBe(0)
    // The entry is still the GET page.
    const again = await cachedPage(k, renderer().render, false, false)
    expect(await again.text()).toContain('Terms of use')
  })

  it('a GET on a stale entry refreshes it with a GET render', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const k = key('/privacy-policy')
    await cachedPage(k, renderer('GET', 'old').render, false)
    vi.setSystemTime(Date.now() + pageCacheTtlMs() + 1000)
    const refresh = renderer('GET', 'new')
    await cachedPage(k, refresh.render, false)
    await vi.waitFor(() => expect(refresh.calls()).toBe(1))
    await vi.waitFor(async () => {
      const hit = await cachedPage(k, renderer().render, false)
      expect(hit.headers.get('x-page-cache')).toBe('HIT')
      expect(await hit.text()).toContain('new')
    })
  })
})

describe('what is stored', () => {
  it('a hit is the stored page with its headers, plain or gzipped', async () => {
    const k = key('/community')
    await cachedPage(k, renderer('GET', 'Community', { 'surrogate-key': 'site community' }).render, false)
    const plain = await cachedPage(k, renderer().render, false)
    expect(plain.headers.get('x-page-cache')).toBe('HIT')
    expect(plain.headers.get('surrogate-key')).toBe('site community')
    expect(await plain.text()).toContain('Community')
    const gzipped = await cachedPage(k, renderer().render, true)
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
  })

  it('never stores an answer that sets a cookie or that a shared cache may not keep', async () => {
    const refused: Array<Record<string, string>> = [
      { 'set-cookie': 'a=b' },
      { 'cache-control': 'private, no-store' },
    ]
    for (const headers of refused) {
      const k = key(`/x${Object.keys(headers)[0]}`)
      const render = renderer('GET', 'mine', headers)
      await cachedPage(k, render.render, false)
      await cachedPage(k, render.render, false)
      expect(render.calls()).toBe(2)
    }
  })

  it('a render that began before a content change is not stored after it', async () => {
    const k = key('/community/posts/gone')
    let finish: (response: Response) => void = () => {}
    const slow = cachedPage(k, () => new Promise<Response>((resolve) => (finish = resolve)), false)
    clearPageCache()
    finish(page('taken down since'))
    await (await slow).text()
    const next = renderer('GET', 'fresh')
    expect(await (await cachedPage(k, next.render, false)).text()).toContain('fresh')
    expect(next.calls()).toBe(1)
  })
})

describe('cache key', () => {
  it('is the path and query: cookies, user agent and country change nothing', () => {
    const plain = key('/es/comunidad?x=1')
    const variants: Array<Record<string, string>> = [
      { cookie: 'nw_consent=granted; client_region=US; i18n_locale=pt' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      { 'cf-ipcountry': 'BR' },
    ]
    for (const headers of variants) {
      expect(key('/es/comunidad?x=1', headers)).toBe(plain)
    }
    expect(key('/es/comunidad?x=2')).not.toBe(plain)
  })

  it('the deletion link (its token) and API paths are never shared', () => {
    const url = new URL('http://localhost/data-revocation?token=abc')
    expect(pageCacheKey(new Request(url), url)).toBeNull()
    const api = new URL('http://localhost/api/trpc/site.config')
    expect(pageCacheKey(new Request(api), api)).toBeNull()
  })
})

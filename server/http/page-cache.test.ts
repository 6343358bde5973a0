import { afterEach, describe, expect, it, vi } from 'vitest'
import { NONCE_PLACEHOLDER, cachedPage, clearPageCache, pageCacheKey, pageCacheTtlMs } from './page-cache'

const nonces = ['nonce-aaaaaaaaaaaaaaaaaaa==', 'nonce-bbbbbbbbbbbbbbbbbbb==', 'nonce-ccccccccccccccccccc==']

function page(nonce: string, text = 'Terms of use'): Response {
  const html = `<!doctype html><html><head><script nonce="${nonce}"></script></head><body>${text}</body></html>`
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

/** A render that counts its calls and answers like Start: HEAD gets the headers only. */
function renderer(method: 'GET' | 'HEAD' = 'GET', text?: string) {
  const calls: string[] = []
  const render = async (nonce: string) => {
    calls.push(nonce)
    const response = page(nonce, text)
    return method === 'HEAD' ? new Response(null, response) : response
  }
  return { calls, render }
}

let nonceIndex = 0
const freshNonce = () => nonces[nonceIndex++ % nonces.length]!

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
    const head = renderer('HEAD')
    await cachedPage(k, nonces[0]!, head.render, freshNonce, false, false)
    const get = renderer()
    const response = await cachedPage(k, nonces[1]!, get.render, freshNonce, false)
    expect(get.calls).toHaveLength(1)
    expect(response.headers.get('x-page-cache')).toBe('MISS')
    expect(await response.text()).toContain('Terms of use')
  })

  it('a HEAD on a stale entry serves it and starts no refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const k = key('/terms-of-use')
    await cachedPage(k, nonces[0]!, renderer().render, freshNonce, false)
    vi.setSystemTime(Date.now() + pageCacheTtlMs() + 1000)
    const head = renderer('HEAD')
    const response = await cachedPage(k, nonces[1]!, head.render, freshNonce, false, false)
    expect(response.headers.get('x-page-cache')).toBe('STALE')
    expect(head.calls).toHaveLength(0)
    // The entry is still the GET page.
    const again = await cachedPage(k, nonces[2]!, renderer().render, freshNonce, false, false)
    expect(await again.text()).toContain('Terms of use')
  })

  it('a GET on a stale entry refreshes it with a GET render', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const k = key('/privacy-policy')
    await cachedPage(k, nonces[0]!, renderer('GET', 'old').render, freshNonce, false)
    vi.setSystemTime(Date.now() + pageCacheTtlMs() + 1000)
    const refresh = renderer('GET', 'new')
    await cachedPage(k, nonces[1]!, refresh.render, freshNonce, false)
    await vi.waitFor(() => expect(refresh.calls).toHaveLength(1))
    await vi.waitFor(async () => {
      const hit = await cachedPage(k, nonces[2]!, renderer().render, freshNonce, false)
      expect(hit.headers.get('x-page-cache')).toBe('HIT')
      expect(await hit.text()).toContain('new')
    })
  })
})

describe('nonce placeholder', () => {
  it('is random per process, not a string a visitor could type', () => {
    expect(NONCE_PLACEHOLDER).not.toBe('__NESTWELL_CSP_NONCE__')
    expect(NONCE_PLACEHOLDER).toMatch(/[0-9a-f]{48}/)
  })

  it("a visitor's text is served as typed on a hit, the old fixed placeholder included", async () => {
    const k = key('/community/search?q=__NESTWELL_CSP_NONCE__')
    await cachedPage(k, nonces[0]!, renderer('GET', 'q: __NESTWELL_CSP_NONCE__').render, freshNonce, false)
    const hit = await cachedPage(k, nonces[1]!, renderer().render, freshNonce, false)
    expect(hit.headers.get('x-page-cache')).toBe('HIT')
    const html = await hit.text()
    expect(html).toContain('q: __NESTWELL_CSP_NONCE__')
    expect(html).toContain(`nonce="${nonces[1]}"`)
  })

  it('a page that holds the placeholder itself is never stored', async () => {
    const k = key('/community/search?q=planted')
    const planted = renderer('GET', NONCE_PLACEHOLDER)
    await cachedPage(k, nonces[0]!, planted.render, freshNonce, false)
    await cachedPage(k, nonces[1]!, planted.render, freshNonce, false)
    expect(planted.calls).toHaveLength(2)
  })
})

describe('cache key', () => {
  const browser =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

  it('keeps crawler renders apart from browser renders', () => {
    expect(key('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).not.toBe(
      key('/', { 'user-agent': browser }),
    )
    expect(key('/', { 'user-agent': browser })).toBe(key('/', { 'user-agent': `${browser} ` }))
  })

  it('keeps pages with and without a consent choice apart, and the two choices apart', () => {
    const none = key('/', { 'user-agent': browser })
    const granted = key('/', { 'user-agent': browser, cookie: 'nw_consent=granted' })
    const denied = key('/', { 'user-agent': browser, cookie: 'nw_consent=denied' })
    expect(new Set([none, granted, denied]).size).toBe(3)
    // A value the site never writes shows the banner, like no cookie.
    expect(key('/', { 'user-agent': browser, cookie: 'nw_consent=maybe' })).toBe(none)
  })

  it('an unknown region cookie shares the entry of no cookie (the render ignores it)', () => {
    expect(key('/', { cookie: 'client_region=XX' })).toBe(key('/'))
    expect(key('/', { cookie: 'client_region=US' })).not.toBe(key('/'))
  })
})

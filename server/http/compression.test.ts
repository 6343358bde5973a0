import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressResponse, gzipWith, precompress } from './compression'

const HOLE = '__HOLE__'

describe('a precompressed page with a new nonce per response', () => {
  const cases = {
    'placeholders inside': `<html><script nonce="${HOLE}">a()</script>${'<p>text</p>'.repeat(5000)}<script nonce="${HOLE}"></script></html>`,
    'placeholder first and last': `${HOLE}middle ünïcödé ✓${HOLE}`,
    'no placeholder': 'plain page',
    'only a placeholder': HOLE,
    empty: '',
  }
  for (const [name, template] of Object.entries(cases)) {
    it(`inflates to the page with the nonce: ${name}`, () => {
      const page = precompress(template, HOLE, 24)
      for (const nonce of ['abcdefghijklmnopqrstuv==', 'Zm9vYmFyYmF6cXV4MTIzNA==']) {
        const body = gzipWith(page, nonce)
        expect(gunzipSync(body).toString()).toBe(template.replaceAll(HOLE, nonce))
      }
    })
  }

  it('is much smaller than the page', () => {
    const template = `<script nonce="${HOLE}"></script>${'<li class="card">post</li>'.repeat(2000)}`
    const body = gzipWith(precompress(template, HOLE, 5), 'nonce')
    expect(body.length).toBeLessThan(template.length / 20)
  })

  it('compresses about as well as the whole page, with many placeholders', () => {
    const row = (i: number) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="${HOLE}">`
    const template =
      Array.from({ length: 40 }, (_, i) => row(i)).join('') + '<p>same text again</p>'.repeat(400)
    const nonce = 'Zm9vYmFyYmF6cXV4MTIzNA=='
    const stitched = gzipWith(precompress(template, HOLE, nonce.length), nonce)
    const whole = gzipSync(template.replaceAll(HOLE, nonce))
    expect(gunzipSync(stitched).toString()).toBe(template.replaceAll(HOLE, nonce))
    // Each nonce costs a stored block and a flush marker: its length plus about 20 bytes of framing.
    expect(stitched.length).toBeLessThan(whole.length + 40 * (nonce.length + 20))
  })

  it('keeps a page with NUL characters correct (no shared history then)', () => {
    const template = `a\0b${HOLE}\0\0\0${HOLE}a\0b`
    const nonce = '\0\0\0'
    expect(gunzipSync(gzipWith(precompress(template, HOLE, 3), nonce)).toString()).toBe(
      template.replaceAll(HOLE, nonce),
    )
  })

  it('refuses a nonce of another length than the page was compressed for', () => {
    expect(() => gzipWith(precompress(`a${HOLE}b`, HOLE, 24), 'short')).toThrow()
  })
})

describe('accept-encoding', () => {
  const request = (value?: string) =>
    new Request('http://x/', value === undefined ? {} : { headers: { 'accept-encoding': value } })
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(acceptsGzip(request(value))).toBe(expected)
  })
})

describe('compressResponse', () => {
  const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'hello' })) })
  it('gzips JSON for a client that accepts it and says so in Vary', async () => {
    const response = compressResponse(
      new Request('http://x/', { headers: { 'accept-encoding': 'gzip' } }),
      new Response(big, { headers: { 'content-type': 'application/json' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(big)
  })
  it('leaves the body alone for a client without gzip, small bodies and images', async () => {
    const plain = compressResponse(
      new Request('http://x/'),
      new Response(big, { headers: { 'content-type': 'application/json' } }),
    )
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(big)
    const gz = { headers: { 'accept-encoding': 'gzip' } }
    const small = compressResponse(
      new Request('http://x/', gz),
      new Response('{}', { headers: { 'content-type': 'application/json', 'content-length': '2' } }),
    )
    expect(small.headers.get('content-encoding')).toBeNull()
    const image = compressResponse(
      new Request('http://x/', gz),
      new Response(new Uint8Array(5000), { headers: { 'content-type': 'image/webp' } }),
    )
    expect(image.headers.get('content-encoding')).toBeNull()
  })
})

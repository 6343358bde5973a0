import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressResponse } from './compression.ts'

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

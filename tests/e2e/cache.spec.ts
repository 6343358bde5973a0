import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'

test('a shared page is served from the in-process cache, the same bytes and headers for every visitor', async ({
  request,
}) => {
  // A path of its own: an entry left stale by the other project's run would be refreshed between hits.
  const path = `/es/comunidad/beneficios?run=${randomUUID()}`
  const visitors = ['client_region=ES', 'nw_consent=granted; client_region=US', '']
  const responses = []
  for (const cookie of visitors) responses.push(await request.get(path, { headers: { cookie } }))
  const states = responses.map((r) => r.headers()['x-page-cache'])
  expect(states[0]).toBe('MISS')
  expect(states.slice(1)).toEqual(['HIT', 'HIT'])
  const bodies = await Promise.all(responses.map((r) => r.text()))
  expect(new Set(bodies).size).toBe(1)
  for (const name of ['content-security-policy', 'surrogate-key', 'cache-control', 'vary']) {
    expect(new Set(responses.map((r) => r.headers()[name])).size, name).toBe(1)
  }
  expect(responses[0]!.headers()['content-security-policy']).toMatch(/'sha256-/)
  expect(bodies[0]).toContain('lang="es-ES"')
})

test('pages, cached or not, and JSON are gzipped for clients that take it, plain for others', async ({
  request,
}) => {
  const path = '/pt/comunidade/beneficios'
  for (let i = 0; i < 2; i++) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(response.headers().vary).toBe('Accept-Encoding')
    expect(await response.text()).toContain('lang="pt-PT"')
  }
  const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('lang="pt-PT"')
  const json = await request.get('/api/trpc/community.listGroups?input=%7B%22locale%22%3A%22es%22%7D', {
    headers: { 'accept-encoding': 'gzip' },
  })
  expect(json.headers()['content-encoding']).toBe('gzip')
  expect((await json.json()).result.data.length).toBeGreaterThan(0)
})

test('hashed assets are sent precompressed and immutable', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const response = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } })
  expect(response.headers()['content-encoding']).toBe('br')
  expect(response.headers()['content-length']).toBeTruthy()
  expect(response.headers()['cache-control']).toContain('immutable')
})

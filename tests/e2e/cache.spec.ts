import { expect, test } from './fixtures'

test('a shared page is served from the cache with a fresh CSP nonce per response', async ({ request }) => {
  const path = '/es/comunidad/beneficios'
  const responses = []
  // The same visitor three times (the first answer sets the region cookie).
  for (let i = 0; i < 3; i++)
    responses.push(await request.get(path, { headers: { cookie: 'client_region=ES' } }))
  const states = responses.map((r) => r.headers()['x-page-cache'])
  expect(states[0]).toMatch(/MISS|HIT|STALE/)
  expect(states.slice(1)).toEqual(['HIT', 'HIT'])
  const nonces = new Set<string>()
  for (const response of responses) {
    const csp = response.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expect(html).not.toContain('nw-csp-nonce-')
    nonces.add(nonce!)
    expect(response.headers()['cache-control']).toMatch(/stale-while-revalidate/)
  }
  expect(nonces.size).toBe(3)
})

test('the cache keeps pages apart by locale and region', async ({ request }) => {
  const us = await request.get('/pt/comunidade', { headers: { cookie: 'client_region=US' } })
  const br = await request.get('/pt/comunidade', { headers: { cookie: 'client_region=BR' } })
  const usAgain = await request.get('/pt/comunidade', { headers: { cookie: 'client_region=US' } })
  expect(await us.text()).toContain('data-region="US"')
  expect(await br.text()).toContain('data-region="BR"')
  expect(usAgain.headers()['x-page-cache']).toBe('HIT')
  expect(await usAgain.text()).toContain('data-region="US"')
  const es = await request.get('/es/comunidad', { headers: { cookie: 'client_region=US' } })
  expect(await es.text()).toContain('lang="es-ES"')
})

test('pages, cached or not, and JSON are gzipped for clients that take it, plain for others', async ({
  request,
}) => {
  const path = '/pt/comunidade/beneficios'
  for (let i = 0; i < 2; i++) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(response.headers().vary).toMatch(/Accept-Encoding/i)
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
    expect(await response.text()).toContain(`nonce="${nonce}"`)
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

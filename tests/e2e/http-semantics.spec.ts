// HTTP rules of the built server, from the outside: HEAD, methods, body and batch caps, the
// Origin rule, what the page cache keeps apart, and the security headers of fallback answers.
import { randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { TEST_BASE_URL, TEST_PORT } from '../support/constants'
import { expect, test } from './fixtures'
import { securityHeaders } from '../support/security-headers'

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request Playwright would not send (a forged Host, a chunked body), straight over node:http. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { chunks: number; size: number } | string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: TEST_PORT, method, path, headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString() }),
      )
      res.on('error', reject)
    })
    // The server may answer and close before a large body is all sent.
    req.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)))
    if (typeof body === 'string') req.end(body)
    else if (body) {
      let sent = 0
      const chunk = Buffer.alloc(body.size, 0x20)
      const write = () => {
        while (sent < body.chunks) {
          sent++
          if (!req.write(chunk)) return void req.once('drain', write)
        }
        req.end()
      }
      write()
    } else req.end()
  })
}

/** Without a cookie jar (Playwright's would send the region cookie of the first answer back). */
function plain(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return fetch(`${TEST_BASE_URL}${path}`, { method, headers: { 'user-agent': browser, ...headers } })
}

test.describe('HEAD', () => {
  test('answers what GET would, without a body, and leaves the page whole for the next visitor', async () => {
    const path = `/terms-of-use?h=${randomUUID()}`
    const head = await plain(path, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const get = await plain(path)
    expect(get.status).toBe(200)
    const html = await get.text()
    expect(html.length).toBeGreaterThan(5000)
    expect(html).toContain('</html>')
    for (const name of ['content-type', 'cache-control', 'vary', ...securityHeaders]) {
      expect(head.headers.get(name), name).toBeTruthy()
      if (name !== 'content-security-policy') expect(head.headers.get(name), name).toBe(get.headers.get(name))
    }
    // A HEAD on the stored page reads it, and a GET after it still gets the whole page.
    expect((await plain(path, {}, 'HEAD')).headers.get('x-page-cache')).toBe('HIT')
    expect((await (await plain(path)).text()).length).toBe(html.length)
  })

  test('a tRPC query answers HEAD like GET (200, no body)', async () => {
    const path = '/api/trpc/site.config'
    const head = await plain(path, {}, 'HEAD')
    expect(head.status).toBe((await plain(path)).status)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})

test.describe('methods', () => {
  test('a page serves GET and HEAD; other methods get 405 with Allow, in the visitor’s language', async ({
    request,
  }) => {
    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH']) {
      const response = await request.fetch('/privacy-policy', { method })
      expect(response.status(), method).toBe(405)
      expect(response.headers().allow).toBe('GET, HEAD, OPTIONS')
      for (const name of securityHeaders) expect(response.headers()[name], name).toBeTruthy()
    }
    const es = await request.fetch('/es/politica-de-privacidad', { method: 'DELETE' })
    expect(es.status()).toBe(405)
    expect(await es.text()).toBe('Esta dirección no admite ese tipo de petición.\n')
  })

  test('tRPC paths, known or not, serve GET, HEAD and POST; OPTIONS lists them without CORS', async ({
    request,
  }) => {
    for (const path of ['/api/trpc/nope', '/api/trpc/site.config']) {
      const put = await request.fetch(path, { method: 'PUT', data: '{}' })
      expect(put.status(), path).toBe(405)
      expect(put.headers().allow).toBe('GET, HEAD, POST, OPTIONS')
      expect((await put.json()).error.data.httpStatus).toBe(405)
      const options = await request.fetch(path, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      })
      expect(options.status()).toBe(204)
      expect(options.headers().allow).toBe('GET, HEAD, POST, OPTIONS')
      expect(options.headers()['access-control-allow-origin']).toBeUndefined()
    }
    expect((await request.get('/api/trpc/nope')).status()).toBe(404)
  })
})

test.describe('request size', () => {
  const mutation = '/api/trpc/forms.mediaKit'
  const json = { 'content-type': 'application/json', origin: TEST_BASE_URL }

  test('a declared body over the cap is refused with 413 before it is read', async ({ request }) => {
    const response = await request.post(mutation, {
      headers: { ...json, 'x-locale': 'pt' },
      data: Buffer.alloc(2 * 1024 * 1024, 0x20),
    })
    expect(response.status()).toBe(413)
    expect((await response.json()).error.message).toBe('O pedido é demasiado grande.')
  })

  test('a chunked body is counted as it arrives and refused with 413', async () => {
    const answer = await raw(
      'POST',
      mutation,
      { ...json, 'transfer-encoding': 'chunked' },
      { chunks: 200, size: 16 * 1024 },
    )
    expect(answer.status).toBe(413)
    for (const name of securityHeaders) expect(answer.headers[name], name).toBeTruthy()
  })

  test('a batch of more calls than the browser ever sends is refused', async ({ request }) => {
    const calls = Array(600).fill('site.config').join(',')
    const response = await request.get(`/api/trpc/${calls}?batch=1&input=%7B%7D`)
    expect(response.status()).toBe(400)
  })
})

test.describe('Origin of mutations', () => {
  test('forging Host and Origin together is refused; the configured public origin passes', async () => {
    const body = '{}'
    const forged = await raw(
      'POST',
      '/api/trpc/forms.mediaKit',
      { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' },
      body,
    )
    expect(forged.status).toBe(403)
    const ours = await raw(
      'POST',
      '/api/trpc/forms.mediaKit',
      { host: 'evil.example', origin: TEST_BASE_URL, 'content-type': 'application/json' },
      body,
    )
    // Past the Origin rule: the empty input is the visitor's mistake.
    expect(ours.status).toBe(400)
  })
})

test.describe('fallback answers', () => {
  test('a Host no URL can be built from gets a plain 400 with every security header', async () => {
    const answer = await raw('GET', '/', { host: 'x:99999' })
    expect(answer.status).toBe(400)
    for (const name of securityHeaders) expect(answer.headers[name], name).toBeTruthy()
    expect(answer.headers['content-type']).toMatch(/^text\/plain/)
    expect(answer.body).not.toMatch(/\bat .*:\d+|TypeError|ERR_/)
  })
})

test.describe('one page for all (decision 031; more in shared-cache.spec.ts)', () => {
  test('a crawler and a browser get the same page, from the same cache entry', async () => {
    const path = `/?crawler=${randomUUID()}`
    const bot = await plain(path, { 'user-agent': googlebot })
    const botHtml = await bot.text()
    expect(botHtml).not.toContain('data-crawler')
    const person = await plain(path, { cookie: 'nw_consent=granted; client_region=US' })
    expect(person.headers.get('x-page-cache')).toBe('HIT')
    expect(await person.text()).toBe(botHtml)
  })

  test("a visitor's text that looks like a CSP source stays text", async () => {
    const path = `/community/search?q=${encodeURIComponent("'sha256-AAAA' nonce")}&r=${randomUUID()}`
    const response = await plain(path)
    const html = await response.text()
    expect(html).toContain('&#x27;sha256-AAAA&#x27; nonce')
    expect(response.headers.get('content-security-policy')).not.toContain('AAAA')
  })
})

// Hostile input against the built server, in-process: every procedure and every route shape,
// every method, malformed cookies and headers, and numbers, dates, cursors and searches at and
// past what PostgreSQL holds. 0 × 5xx, no redirect off the site, nothing stored that fails its
// schema; and after each round the shared page cache (on for this run: see vitest.config.ts)
// still serves every cached page whole.
import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

type App = { fetch: (request: Request) => Promise<Response>; ready: () => Promise<unknown> }
let app: App

/** Every request of the run and the ones answered 5xx: the figures the run ends with. */
let sent = 0
const serverErrors: string[] = []
async function send(request: Request): Promise<Response> {
  sent++
  const response = await app.fetch(request)
  if (response.status >= 500)
    serverErrors.push(`${request.method} ${request.url.slice(0, 160)} → ${response.status}`)
  return response
}

beforeAll(async () => {
  const built = '../../dist/server/server.js' // a variable: the build may not exist at type-check time
  app = (await import(/* @vite-ignore */ built)).default as App
  await app.ready()
  await warmCachedPages()
}, 120_000)

afterAll(() => {
  console.log(`[fuzz] ${sent} requests, ${serverErrors.length} answered 5xx`)
  for (const line of serverErrors.slice(0, 20)) console.log(`[fuzz] 5xx: ${line}`)
})

// 5,000 random procedure inputs and 2,000 paths, then the targeted rounds below.
const PROCEDURE_RUNS = Number(process.env.FUZZ_PROCEDURE_RUNS ?? 5000)
const PATH_RUNS = Number(process.env.FUZZ_PATH_RUNS ?? 2000)
const base = 'http://127.0.0.1:3000'

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    'a\r\nLocation: https://evil.example',
    '//evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    '\u0000',
    '\u202e',
    '🤰🏽👶',
    'x'.repeat(5000),
  ),
)

const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('locale', 'slug', 'cursor', 'q', 'limit', 'group', '__proto__'),
        fc.string({ maxLength: 8 }),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value

const mutations = ['forms.bookCall', 'forms.mediaKit', 'forms.dataRevocation']
const queries = [
  'community.listPosts',
  'community.getPost',
  'community.listExperts',
  'community.getExpert',
  'community.listGroups',
  'community.search',
  'regions.list',
  'regions.current',
  'site.config',
]

/** What is wrong with an answer (a 5xx, a redirect off the site), or null. */
function unsafe(response: Response, label: string): string | null {
  if (response.status >= 500) return `${label} → ${response.status}`
  const location = response.headers.get('location')
  if (location && new URL(location, base).origin !== base) return `${label} redirects off-site to ${location}`
  return null
}

function assertSafe(response: Response, label: string) {
  expect(unsafe(response, label)).toBeNull()
}

describe('hostile input', () => {
  it(`procedures answer 4xx, never 5xx (${PROCEDURE_RUNS} inputs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...queries, ...mutations), jsonValue, async (path, input) => {
        let json: string
        try {
          json = JSON.stringify(input) ?? 'null'
        } catch {
          return
        }
        const encoded = encodeURIComponent(json)
        const response = mutations.includes(path)
          ? await send(
              new Request(`${base}/api/trpc/${path}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: base },
                body: json,
              }),
            )
          : await send(new Request(`${base}/api/trpc/${path}?input=${encoded}`))
        assertSafe(response, `${path} ${encoded.slice(0, 80)}`)
        await response.arrayBuffer()
      }),
      { numRuns: PROCEDURE_RUNS },
    )
  }, 300_000)

  it(`every route shape answers without 5xx and never redirects off the site (${PATH_RUNS} paths)`, async () => {
    const prefixes = ['', '/es', '/pt', '/es/es', '//', '/api/trpc']
    const shapes = [
      '',
      '/community',
      '/community/posts/',
      '/community/experts/',
      '/comunidad/publicaciones/',
      '/comunidade/especialistas/',
      '/privacy_policy/',
      '/termsofuse/',
      '/terms/',
      '/data_processing/',
      '/',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...prefixes),
        fc.constantFrom(...shapes),
        hostileString,
        fc.boolean(),
        async (prefix, shape, tail, raw) => {
          let path = `${prefix}${shape}${encodeURIComponent(tail).slice(0, 300)}`
          if (raw) path = `${prefix}${shape}${tail.replace(/[\s#?]/g, '')}/`
          let request: Request
          try {
            request = new Request(`${base}${path.startsWith('/') ? path : `/${path}`}`, {
              headers: {
                'sec-fetch-dest': 'document',
                cookie: `i18n_locale=${encodeURIComponent(tail.slice(0, 20))}`,
              },
            })
          } catch {
            return
          }
          const response = await send(request)
          assertSafe(response, path.slice(0, 120))
          await response.arrayBuffer()
        },
      ),
      { numRuns: PATH_RUNS },
    )
  }, 300_000)
})

describe('hostile but well-formed submissions', () => {
  it('names and e-mails with header injection, markup and unicode are accepted or refused, never 5xx', async () => {
    const injected = fc.constantFrom(
      'Ana\r\nBcc: victim@example.com',
      'Ana\nSubject: hacked',
      '=?utf-8?b?SGk=?=',
      '<b>bold</b><script>x</script>',
      'Zoë 🤰 مريم 山田',
      '\u0000\u0007',
    )
    await fc.assert(
      fc.asyncProperty(
        injected,
        fc.constantFrom('a@example.com', 'a@example.com\r\nBcc: b@example.com', 'x"@example.com'),
        async (name, email) => {
          const response = await send(
            new Request(`${base}/api/trpc/forms.mediaKit`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: base },
              body: JSON.stringify({
                fullName: name,
                companyName: name,
                email,
                privacyAccepted: true,
                idempotencyKey: crypto.randomUUID(),
                locale: 'en',
              }),
            }),
          )
          expect(response.status, `${JSON.stringify(name)} ${JSON.stringify(email)}`).toBeLessThan(500)
          if (email.includes('\n')) expect(response.status).toBe(400)
          await response.arrayBuffer()
        },
      ),
      {
        numRuns: 60,
        examples: [
          ['\u0000\u0007', 'a@example.com'],
          ['Ana\r\nBcc: victim@example.com', 'a@example.com'],
        ],
      },
    )
  }, 120_000)
})

// ---- The shared page cache: after every round, cached pages still come whole ------------------

/** Pages the cache keeps (GET, no cookie), in each language and with a search. */
const cachedPages = [
  '/',
  '/es',
  '/pt/comunidade',
  '/community/search?q=sleep',
  '/es/comunidad/buscar',
  '/partner-with-us',
  '/pt/privacy-policy',
]
const warmLength = new Map<string, number>()

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${base}${path}`, { headers: { 'sec-fetch-dest': 'document', ...headers } })
}

/** The page's HTML, gunzipped when it came compressed. */
async function html(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  return response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString()
}

async function warmCachedPages() {
  for (const path of cachedPages) {
    const response = await send(get(path))
    expect(response.status, path).toBe(200)
    warmLength.set(path, (await html(response)).length)
  }
}

/** Every cached page, plain and gzipped, is a 200 with the whole document (not a blank or a stub). */
async function expectCachedPagesWhole(round: string) {
  for (const path of cachedPages) {
    for (const encoding of ['identity', 'gzip']) {
      const response = await send(get(path, { 'accept-encoding': encoding }))
      const page = await html(response)
      const label = `${round}: GET ${path} (${encoding}) after the round`
      expect(response.status, label).toBe(200)
      expect(page, label).toMatch(/<\/html>\s*$/)
      expect(page.length, label).toBeGreaterThan(0.9 * warmLength.get(path)!)
    }
  }
}

afterEach(async (context) => {
  await expectCachedPagesWhole(context.task.name)
}, 60_000)

describe('the page cache in this run', () => {
  it('is on: a page asked twice is served from it', async () => {
    await (await send(get('/pt'))).arrayBuffer()
    const again = await send(get('/pt'))
    expect(again.headers.get('x-page-cache')).toMatch(/^(HIT|STALE)$/)
    await again.arrayBuffer()
  })
})

// ---- Methods -------------------------------------------------------------------------------

const pagePaths = ['/', '/es/comunidad', '/community/search?q=a', '/pt/partner-with-us', '/no-such-page']
const apiPaths = [
  '/api/trpc/community.listGroups?input=%7B%22locale%22%3A%22en%22%7D',
  '/api/avatars/abc',
  '/api/image?src=/images/bloom.png&w=640',
]

describe('every method', () => {
  it('answers HEAD with the status of GET, and a HEAD never blanks the page cached for GET', async () => {
    const failures: string[] = []
    let round = 0
    for (const path of [...cachedPages, ...pagePaths, ...apiPaths]) {
      // A fresh cache key (the query is part of it): the HEAD is the first request to fill it.
      const fresh = `${path}${path.includes('?') ? '&' : '?'}head=${++round}`
      for (const target of [fresh, path]) {
        const head = await send(new Request(`${base}${target}`, { method: 'HEAD' }))
        await head.arrayBuffer() // on the wire Node drops a HEAD body; what matters is the GET after
        const response = await send(get(target))
        const page = await html(response)
        const isPage = !target.startsWith('/api/')
        const problems = [
          unsafe(head, `HEAD ${target}`),
          isPage &&
            response.status !== head.status &&
            `GET ${target} after HEAD: ${response.status}, HEAD said ${head.status}`,
          isPage &&
            response.status === 200 &&
            !/<\/html>\s*$/.test(page) &&
            `GET ${target} after HEAD: ${page.length} bytes, not a whole page`,
        ]
        for (const problem of problems) if (problem) failures.push(problem)
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses methods a route does not handle with 405, and never answers 5xx', async () => {
    const failures: string[] = []
    for (const path of [...pagePaths, ...apiPaths]) {
      // A path GET finds is a 405 to other methods; one GET does not find (a redirect, a 404)
      // may answer them as it answers GET.
      const found = await send(get(path))
      await found.arrayBuffer()
      const allowed = found.status === 200 ? [405] : [405, found.status]
      for (const method of ['PUT', 'DELETE', 'PATCH', 'FOO']) {
        const response = await send(
          new Request(`${base}${path}`, { method, body: method === 'DELETE' ? null : 'x' }),
        )
        if (!allowed.includes(response.status)) failures.push(`${method} ${path} → ${response.status}`)
        await response.arrayBuffer()
      }
      const options = await send(new Request(`${base}${path}`, { method: 'OPTIONS' }))
      const problem = unsafe(options, `OPTIONS ${path}`)
      if (problem) failures.push(problem)
      await options.arrayBuffer()
    }
    expect(failures).toEqual([])
  })
})

// ---- Cookies and headers -------------------------------------------------------------------

const badPercent = fc.constantFrom(
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C3',
  '%00',
  '%ff%fe',
  '%u0041',
  '%2',
  '%%32%30',
)
const cookieName = fc.constantFrom(
  'i18n_locale',
  'nw_consent',
  'client_region',
  '__proto__',
  'constructor',
  '',
  ' ',
  '=',
)
const cookiePair = fc.oneof(
  fc
    .tuple(cookieName, fc.oneof(badPercent, hostileString, fc.constantFrom('es', 'pt', 'granted', 'US')))
    .map(([name, value]) => `${name}=${value}`),
  fc.constantFrom('novalue', ';', '==', '=x', 'a=b=c', 'i18n_locale', 'i18n_locale='),
  // A huge cookie: many pairs or one long value.
  fc.integer({ min: 1, max: 12 }).map((k) => `big=${'x'.repeat(k * 1024)}`),
  fc.integer({ min: 50, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => `c${i}=%`).join('; ')),
)
const cookieHeader = fc.array(cookiePair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join('; '))
const headerValue = fc.oneof(
  hostileString,
  badPercent,
  fc.constantFrom(
    'gzip;q=abc',
    'gzip;q=1e999',
    'gzip, gzip, gzip',
    '*;q=0',
    'br;q=-1',
    'es-ES,es;q=0.9',
    'zz',
  ),
  fc.integer({ min: 1, max: 64 }).map((k) => 'y'.repeat(k * 1024)),
)
const headerName = fc.constantFrom(
  'accept-encoding',
  'accept-language',
  'x-locale',
  'cf-ipcountry',
  'user-agent',
  'referer',
  'origin',
  'content-type',
  'x-forwarded-for',
  'x-forwarded-proto',
  'forwarded',
  'range',
  'if-none-match',
  'if-modified-since',
  'sec-fetch-site',
  'sec-fetch-dest',
)
const COOKIE_RUNS = Number(process.env.FUZZ_COOKIE_RUNS ?? 600)

describe('malformed, huge and repeated cookies and headers', () => {
  it(`never answer 5xx on a page, the root redirect or a procedure (${COOKIE_RUNS} requests)`, async () => {
    const failures: string[] = []
    const targets = [
      ...cachedPages,
      '/',
      '/community/search?q=a%00b',
      ...apiPaths,
      '/api/trpc/regions.current',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.constantFrom('GET', 'HEAD', 'POST'),
        fc.array(cookieHeader, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }),
        async (path, method, cookies, extra) => {
          let request: Request
          try {
            const headers = new Headers()
            // Repeated Cookie headers: the fetch Headers joins them as one list.
            for (const cookie of cookies) headers.append('cookie', cookie)
            for (const [name, value] of extra) headers.append(name, value)
            if (method === 'POST') headers.set('content-type', 'application/json')
            request = new Request(`${base}${path}`, {
              method,
              headers,
              body: method === 'POST' ? '{}' : null,
            })
          } catch {
            return // a value no HTTP client can send (a line break, a NUL)
          }
          const response = await send(request)
          const problem = unsafe(response, `${method} ${path} cookie=${cookies.join(' | ').slice(0, 60)}`)
          if (problem) failures.push(problem)
          await response.arrayBuffer()
        },
      ),
      { numRuns: COOKIE_RUNS, examples: [['/', 'GET', ['i18n_locale=%'], []]] },
    )
    expect(failures).toEqual([])
  }, 300_000)
})

// ---- Numbers, dates, cursors and searches at and past PostgreSQL's ranges -------------------

const INT4 = 2 ** 31
const numbers = [
  0,
  1,
  -1,
  30,
  31,
  INT4 - 1,
  INT4,
  -INT4 - 1,
  2 ** 53,
  1e308,
  -1e308,
  0.5,
  -0,
  '1',
  null,
  true,
]
// Valid ISO dates from JavaScript's first to its last day: years past ±9999 among them.
const isoDates = fc.oneof(
  fc
    .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '0000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '+010000-01-01T00:00:00.000Z',
    '-000001-12-31T00:00:00.000Z',
    '2024-02-30T00:00:00.000Z',
    'Infinity',
    'NaN',
    '',
  ),
)
const ids = fc.oneof(
  fc.integer(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.constantFrom(INT4 - 1, INT4, 2 ** 53, -1, 0, 1e21),
  fc.constantFrom('1e3', '0x10', '1.5', '', ' 7', '07'),
)
const cursor = fc.oneof(
  fc.tuple(isoDates, ids).map(([date, id]) => Buffer.from(`${date}|${id}`).toString('base64url')),
  fc.string({ maxLength: 120 }),
  fc.base64String({ maxLength: 100 }),
)
const dashes = fc.integer({ min: 1, max: 200 }).map((n) => '-'.repeat(n))
const searchText = fc.oneof(
  hostileString,
  dashes,
  dashes.map((d) => `a ${d.split('').join(' ')} b`),
  fc.integer({ min: 1, max: 60 }).map((n) => '-<'.repeat(n)),
  fc.integer({ min: 1, max: 60 }).map((n) => '-"'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.constantFrom('a\u0000b', '\u0007\u001b\u007f', 'or or or', '"unclosed', '!(a&b)|c:*', 'a'.repeat(101)),
)
const RANGE_RUNS = Number(process.env.FUZZ_RANGE_RUNS ?? 600)

async function call(path: string, input: unknown) {
  const response = await send(
    new Request(`${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`),
  )
  const body = (await response.json()) as { error?: { message: string } }
  return { status: response.status, message: body.error?.message }
}

describe('numbers, dates, cursors and searches past what PostgreSQL holds', () => {
  it('limits at and past their bounds are a 200 or a 400', async () => {
    for (const limit of numbers) {
      for (const path of ['community.listPosts', 'community.search']) {
        const { status } = await call(path, { locale: 'es', q: 'parto', limit })
        expect(status, `${path} limit=${limit}`).toBeLessThan(500)
        expect([200, 400], `${path} limit=${limit}`).toContain(status)
      }
    }
  })

  it(`cursors and searches of any value are a 200 or a 400 told in the visitor language (${RANGE_RUNS} inputs)`, async () => {
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('en', 'es', 'pt'),
        fc.oneof(
          cursor.map((c) => ['community.listPosts', { cursor: c }] as const),
          searchText.map((q) => ['community.search', { q }] as const),
        ),
        async (locale, [path, fields]) => {
          const { status, message } = await call(path, { locale, ...fields })
          if (![200, 400].includes(status))
            failures.push(`${path} ${JSON.stringify(fields).slice(0, 100)} → ${status}`)
          if (status === 400 && (!message || /invalid input|internal|zod|postgres/i.test(message))) {
            failures.push(`${path} ${JSON.stringify(fields).slice(0, 100)}: message ${message}`)
          }
        },
      ),
      {
        numRuns: RANGE_RUNS,
        examples: [
          [
            'en',
            [
              'community.listPosts',
              { cursor: Buffer.from('0000-01-01T00:00:00.000Z|1').toString('base64url') },
            ],
          ],
          [
            'es',
            [
              'community.listPosts',
              { cursor: Buffer.from('2024-01-01T00:00:00.000Z|2147483648').toString('base64url') },
            ],
          ],
          ['pt', ['community.search', { q: '-'.repeat(100) }]],
        ],
      },
    )
    expect(failures).toEqual([])
  }, 300_000)

  it('search pages, image sizes and other query inputs never answer 5xx', async () => {
    const searchPages = ['/community/search', '/es/comunidad/buscar', '/pt/comunidade/pesquisar']
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .tuple(fc.constantFrom(...searchPages), searchText)
            .map(([page, q]) => `${page}?q=${encodeURIComponent(q).slice(0, 3000)}`),
          // TanStack Router reads JSON in search params: numbers, arrays, objects, strings with NUL.
          fc
            .tuple(
              fc.constantFrom(...searchPages),
              fc.constantFrom(
                '123',
                '[1,2]',
                '{"a":1}',
                'null',
                '"a\\u0000b"',
                `"${'-'.repeat(90)}"`,
                '1e999',
              ),
            )
            .map(([page, q]) => `${page}?q=${encodeURIComponent(q)}`),
          fc
            .tuple(fc.constantFrom(...numbers), fc.constantFrom(...numbers))
            .map(([w, q]) => `/api/image?src=/images/bloom.png&w=${w}&q=${q}`),
          fc
            .tuple(fc.constantFrom('/data-revocation', '/es', '/community'), hostileString)
            .map(
              ([page, value]) =>
                `${page}?status=${encodeURIComponent(value)}&cursor=${encodeURIComponent(value)}`,
            ),
        ),
        async (path) => {
          const response = await send(get(path))
          const problem = unsafe(response, path.slice(0, 120))
          if (problem) failures.push(problem)
          await response.arrayBuffer()
        },
      ),
      { numRuns: 300, examples: [['/community/search?q=a%00b'], [`/community/search?q=${'-'.repeat(100)}`]] },
    )
    expect(failures).toEqual([])
  }, 300_000)
})

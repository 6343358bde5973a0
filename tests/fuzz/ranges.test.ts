// Hostile input against the built server, in-process (the harness in ./support.ts): malformed,
// huge and repeated cookies and headers, and numbers, dates, cursors and searches at and past
// what PostgreSQL holds. 0 × 5xx, and the page cache still serves every cached page whole.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { apiPaths, base, cachedPages, get, hostileString, send, startBuiltServer, unsafe } from './support'

startBuiltServer()

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

  it('search pages, share images and other query inputs never answer 5xx', async () => {
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
            .map(([slug, locale]) => `/api/share/post/${slug}.png?locale=${locale}`),
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

// Hostile input against the built server, in-process: every procedure and every route shape.
// 0 × 5xx, no redirect off the site, nothing stored that fails its schema.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

type App = { fetch: (request: Request) => Promise<Response>; ready: () => Promise<unknown> }
let app: App

beforeAll(async () => {
  const built = '../../dist/server/server.js' // a variable: the build may not exist at type-check time
  app = (await import(/* @vite-ignore */ built)).default as App
  await app.ready()
}, 120_000)

// 7,500 procedure inputs and 2,500 paths: 10,000 hostile requests in all.
const PROCEDURE_RUNS = Number(process.env.FUZZ_PROCEDURE_RUNS ?? 7500)
const PATH_RUNS = Number(process.env.FUZZ_PATH_RUNS ?? 2500)
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

function assertSafe(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500)
  const location = response.headers.get('location')
  if (location) {
    const target = new URL(location, base)
    expect(target.origin, `${label} redirects off-site to ${location}`).toBe(base)
  }
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
          ? await app.fetch(
              new Request(`${base}/api/trpc/${path}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: base },
                body: json,
              }),
            )
          : await app.fetch(new Request(`${base}/api/trpc/${path}?input=${encoded}`))
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
          const response = await app.fetch(request)
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
          const response = await app.fetch(
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

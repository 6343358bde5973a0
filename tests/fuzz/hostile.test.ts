// Hostile input against the built server, in-process: every procedure and every route shape,
// every method (tests/fuzz/ranges.test.ts: malformed cookies and headers, and numbers, dates,
// cursors and searches at and past what PostgreSQL holds). 0 × 5xx, no redirect off the site, nothing stored that fails its
// schema; and after each round the shared page cache (on for this run: see vitest.config.ts)
// still serves every cached page whole.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  apiPaths,
  assertSafe,
  base,
  cachedPages,
  get,
  hostileString,
  html,
  pagePaths,
  send,
  startBuiltServer,
  unsafe,
} from './support'

startBuiltServer()

// 5,000 random procedure inputs and 2,000 paths, then the targeted rounds below.
const PROCEDURE_RUNS = Number(process.env.FUZZ_PROCEDURE_RUNS ?? 5000)
const PATH_RUNS = Number(process.env.FUZZ_PATH_RUNS ?? 2000)

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

describe('the page cache in this run', () => {
  it('is on: a page asked twice is served from it', async () => {
    await (await send(get('/pt'))).arrayBuffer()
    const again = await send(get('/pt'))
    expect(again.headers.get('x-page-cache')).toMatch(/^(HIT|STALE)$/)
    await again.arrayBuffer()
  })
})

// ---- Methods -------------------------------------------------------------------------------

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

// The Atom feeds on the built server, from the outside (decision 039): each locale's feeds answer
// valid Atom with the page policy, their keys, an ETag (304) and HEAD; every entry links a page
// that answers 200; the pages' heads name the feeds; and a post the app takes down leaves the
// feed with the same key that purges the list. Requests only: no browser page opens.
import { expect, test } from '@playwright/test'
import { sendIngestEvents } from '../../scripts/ingest-send.mjs'
import { feedPath, localizedPattern } from '../../core/i18n/paths'
import { seedIds } from '../../server/db/seed/events'
import { cachePolicy } from '../../server/http/cache-policy'
import { type BuiltServer, startBuiltServer } from '../support/built-server'
import { parseAtom } from '../support/atom'
import { TEST_BASE_URL, TEST_PORT } from '../support/constants'

const locales = ['en', 'es', 'pt'] as const
const ATOM = 'application/atom+xml; charset=utf-8'
const feeds = [
  { section: '/community', key: 'community' },
  { section: '/pregnancy', key: 'week:12' },
] as const

/** The Atom links of a page's head: title and href. */
function feedLinks(html: string): Array<{ title: string; href: string }> {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) =>
      Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, n, v]) => [n, v])),
    )
    .filter((a) => a.rel === 'alternate' && a.type === 'application/atom+xml')
    .map((a) => ({ title: a.title ?? '', href: a.href ?? '' }))
}

test.describe('feeds on the shared test server', () => {
  for (const locale of locales) {
    for (const feed of feeds) {
      const path = feedPath(feed.section, locale)

      test(`${path}: valid Atom, cacheable, 304 on its ETag, HEAD, and every entry's page answers`, async ({
        request,
      }) => {
        test.setTimeout(120_000)
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status()).toBe(200)
        const headers = response.headers()
        expect(headers['content-type']).toBe(ATOM)
        expect(headers['cache-control']).toBe(cachePolicy.page)
        expect(headers['surrogate-key']?.split(' ')).toContain(feed.key)
        expect(headers['set-cookie']).toBeUndefined()
        const parsed = parseAtom(await response.text())
        expect(parsed.lang?.slice(0, 2)).toBe(locale)
        expect(parsed.links.find((l) => l.rel === 'self')?.href).toBe(`${TEST_BASE_URL}${path}`)
        expect(parsed.entries.length).toBeGreaterThan(0)

        const etag = headers.etag!
        const again = await request.get(path, { headers: { 'if-none-match': etag } })
        expect(again.status()).toBe(304)
        expect((await again.body()).length).toBe(0)
        const head = await request.head(path)
        expect(head.status()).toBe(200)
        expect(head.headers()['content-type']).toBe(ATOM)
        expect(head.headers().etag).toBe(etag)
        expect((await head.body()).length).toBe(0)
        const post = await request.post(path, { data: {} })
        expect(post.status()).toBe(405)
        expect(post.headers().allow).toBe('GET, HEAD, OPTIONS')
        const gzipped = await fetch(`${TEST_BASE_URL}${path}`, { headers: { 'accept-encoding': 'gzip' } })
        expect(gzipped.headers.get('content-encoding')).toBe('gzip')
        expect(parseAtom(await gzipped.text()).id).toBe(parsed.id)

        const pages = new Set([
          ...parsed.links.map((l) => l.href),
          ...parsed.entries.map((e) => e.links.find((l) => l.rel === 'alternate')!.href),
        ])
        for (const href of pages) {
          expect(href.startsWith(`${TEST_BASE_URL}/`), href).toBe(true)
          const page = await request.get(href, { maxRedirects: 0 })
          expect(page.status(), href).toBe(200)
          const type = href === `${TEST_BASE_URL}${path}` ? ATOM : /^text\/html/
          expect(page.headers()['content-type'], href).toMatch(type)
        }
      })
    }

    test(`the heads of ${locale} pages name their feeds`, async ({ request }) => {
      const community = `${TEST_BASE_URL}${feedPath('/community', locale)}`
      const health = `${TEST_BASE_URL}${feedPath('/pregnancy', locale)}`
      const expected: Array<[string, string[]]> = [
        [localizedPattern('/', locale), [community, health]],
        [localizedPattern('/community', locale), [community]],
        [localizedPattern('/community/benefits', locale), [community]],
        [localizedPattern('/pregnancy', locale), [health]],
        [localizedPattern('/pregnancy/week-{$week}', locale).replace('{$week}', '12'), [health]],
        [localizedPattern('/partner-with-us', locale), []],
      ]
      for (const [page, hrefs] of expected) {
        const response = await request.get(page, { maxRedirects: 0 })
        expect(response.status(), page).toBe(200)
        const links = feedLinks(await response.text())
        expect(
          links.map((l) => l.href),
          page,
        ).toEqual(hrefs)
        for (const link of links) expect(link.title, page).toMatch(/\S+: \S+/)
      }
    })
  }
})

test.describe('a post the app takes down', () => {
  // A server of its own that accepts the app's events: the shared one keeps its posts.
  const secret = 'feeds-e2e-ingest-secret-0123456789abcdef'
  let server: BuiltServer
  test.beforeAll(async () => {
    // PGlite's first open and seed: over a minute on a loaded 2-core machine.
    test.setTimeout(180_000)
    server = await startBuiltServer({
      port: TEST_PORT + 8,
      env: {
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        INGEST_SECRET: secret,
        PUBLIC_SITE_URL: `http://127.0.0.1:${TEST_PORT + 8}`,
      },
      dataDirPrefix: 'nestwell-feeds-',
      timeoutMs: 150_000,
      portTakenHint: 'stop the server left on it',
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('leaves the feed as it leaves the list, by the same key', async () => {
    const get = (path: string) => fetch(`${server.base}${path}`, { redirect: 'manual' })
    const before = await get('/community/feed.xml')
    const newest = parseAtom(await before.text()).entries[0]!
    const slug = newest.links[0]!.href.split('/').at(-1)!
    const list = await get('/community')
    expect(await list.text()).toContain(slug)
    // The list and the feed carry the key every post change publishes: one purge takes both.
    for (const answer of [before, list])
      expect(answer.headers.get('surrogate-key')?.split(' ')).toContain('community')

    const sent = await sendIngestEvents(server.base, secret, [
      {
        kind: 'post.remove',
        id: `feeds-e2e-${Date.now()}`,
        appId: seedIds.post(slug),
        version: Number.MAX_SAFE_INTEGER - 1,
        occurredAt: new Date().toISOString(),
      },
    ])
    expect(sent.status).toBe(200)
    // Applied and published before the answer: the next reads no longer show it.
    const after = await (await get('/community/feed.xml')).text()
    expect(parseAtom(after).entries.length).toBeGreaterThan(0)
    expect(after).not.toContain(slug)
    expect(await (await get('/community')).text()).not.toContain(slug)
    expect((await get(`/community/posts/${slug}`)).status).toBe(410)
  })
})

// Pages a shared cache (Varnish, a CDN) can carry, checked from the outside on the built server
// (decision 031): the same bytes for every visitor, no cookie on a cacheable answer, Vary on
// Accept-Encoding only, a CSP of hashes that lists every inline script, Cache-Control from the
// table and the Surrogate-Key of what each page shows. Requests only: no browser page opens.
import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { cachePolicy } from '../../server/http/cache-policy'
import { experts } from '../../server/db/seed/data/experts'
import { content as enPosts } from '../../server/db/seed/data/posts.en'
import { type BuiltServer, startBuiltServer } from '../support/built-server'
import { TEST_BASE_URL, TEST_PORT } from '../support/constants'
import { FAILING_PAGE, FAIL_DATABASE_HEADER } from '../support/test-server/constants'

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const post = enPosts.posts[0]!
const expert = experts[0]!.slug

/** One page of each kind a visitor can land on. */
const pages = [
  '/',
  '/es',
  '/pt/comunidade',
  `/community/posts/${post.slug}`,
  `/es/comunidad/expertos/${expert}`,
  '/community/benefits',
  '/community/search?q=sleep',
  '/pregnancy',
  '/pt/gravidez/semana-12',
  '/partner-with-us',
  '/privacy-policy',
  '/tools/due-date',
]

/** What a visitor may bring that the page must not depend on. */
const visitors: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'a new visitor', headers: { 'user-agent': chrome } },
  {
    name: 'consent given, US region, Portuguese chosen',
    headers: { 'user-agent': chrome, cookie: 'nw_consent=granted; client_region=US; i18n_locale=pt' },
  },
  {
    name: 'consent refused, Brazil region',
    headers: { 'user-agent': chrome, cookie: 'nw_consent=denied; client_region=BR' },
  },
  { name: 'Googlebot', headers: { 'user-agent': googlebot } },
  { name: 'from the US', headers: { 'user-agent': chrome, 'cf-ipcountry': 'US' } },
  {
    name: 'from Brazil, with a cookie',
    headers: { 'user-agent': chrome, 'cf-ipcountry': 'BR', cookie: 'client_region=EU' },
  },
]

/** Each render stamps the time its data was read (TanStack's dehydrated state): not the visitor's. */
const withoutRenderTimes = (html: string) => html.replace(/\b\d{13}\b/g, 'T')

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'user-agent': chrome, ...headers }, redirect: 'manual' })

test.describe('one page for every visitor', () => {
  // One worker runs these, with its own server.
  test.describe.configure({ mode: 'default' })
  // A server of its own without the page cache: every answer is a fresh render, so equal bytes
  // mean the render read nothing of the visitor (with the cache, the first visitor's copy would
  // be served to all and hide it).
  let uncached: BuiltServer
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    uncached = await startBuiltServer({
      port: TEST_PORT + 7,
      env: {
        HOST: '127.0.0.1',
        PAGE_CACHE_SECONDS: '0',
        LOG_LEVEL: 'warn',
        PUBLIC_SITE_URL: `http://127.0.0.1:${TEST_PORT + 7}`,
      },
      dataDirPrefix: 'nestwell-uncached-',
      timeoutMs: 60_000,
      portTakenHint: 'stop the server left on it',
    })
  })
  test.afterAll(async () => {
    await uncached?.stop()
  })

  for (const path of pages) {
    test(`${path}: the same bytes whatever the cookies, the user agent and the country`, async () => {
      const [first, ...others] = await Promise.all(
        visitors.map(async ({ name, headers }) => {
          // The one exception: the bare root sends a visitor who chose Spanish or Portuguese to
          // their home (a 302 nobody stores; a cache in front passes such requests on).
          const cookie =
            path === '/' ? headers.cookie?.replace(/i18n_locale=\w+/, 'i18n_locale=en') : headers.cookie
          const response = await get(uncached.base, path, { ...headers, ...(cookie ? { cookie } : {}) })
          expect(response.status, name).toBe(200)
          return { name, html: withoutRenderTimes(await response.text()) }
        }),
      )
      for (const other of others) expect(other.html, `${other.name} vs ${first!.name}`).toBe(first!.html)
    })
  }
})

test.describe('what a shared cache is told', () => {
  test('no page sets a cookie, Vary is Accept-Encoding only, Cache-Control is the page policy', async () => {
    for (const path of pages) {
      for (const { name, headers } of visitors) {
        // (The bare root's redirect by the locale cookie is checked below.)
        const cookie =
          path === '/' ? headers.cookie?.replace(/i18n_locale=\w+/, 'i18n_locale=en') : headers.cookie
        const response = await get(TEST_BASE_URL, path, {
          ...headers,
          ...(cookie ? { cookie } : {}),
          'accept-encoding': 'gzip',
        })
        await response.arrayBuffer()
        const what = `${path} for ${name}`
        expect(response.status, what).toBe(200)
        expect(response.headers.getSetCookie(), what).toEqual([])
        expect(response.headers.get('vary'), what).toBe('Accept-Encoding')
        expect(response.headers.get('cache-control'), what).toBe(cachePolicy.page)
      }
    }
  })

  test('the CSP has no nonce and lists the hash of every inline script; no script is loaded by the parser', async () => {
    for (const path of pages) {
      const response = await get(TEST_BASE_URL, path)
      const csp = response.headers.get('content-security-policy') ?? ''
      const html = await response.text()
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!
      expect(scriptSrc, path).toContain("'strict-dynamic'")
      expect(csp, path).not.toContain('nonce')
      expect(scriptSrc, path).not.toContain('unsafe-inline')
      expect(html, path).not.toMatch(/\snonce=/)
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      // 'strict-dynamic' ignores 'self': a parser-inserted <script src> would be blocked.
      expect(
        inline.filter(([, attributes]) => /\ssrc=/.test(attributes!)).map(([tag]) => tag),
        path,
      ).toEqual([])
      const run = inline.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
      expect(run.length, path).toBeGreaterThan(2)
      for (const [, , text] of run) {
        const hash = createHash('sha256').update(text!).digest('base64')
        expect(scriptSrc, `${path}: ${text!.slice(0, 60)}`).toContain(`'sha256-${hash}'`)
      }
    }
  })

  /** The keys of a page's Surrogate-Key header. */
  async function keysOf(path: string): Promise<string[]> {
    const response = await get(TEST_BASE_URL, path)
    await response.arrayBuffer()
    expect(response.status, path).toBe(200)
    const value = response.headers.get('surrogate-key') ?? ''
    expect(value.split(' ')[0], `${path}: ${value}`).toBe('site')
    return value.split(' ')
  }

  test('every page names what it shows in Surrogate-Key', async () => {
    expect(await keysOf('/')).toEqual(expect.arrayContaining(['site', 'locale:en', 'home']))
    expect(await keysOf('/es/asociate-con-nosotros')).toEqual(
      expect.arrayContaining(['locale:es', 'partner']),
    )
    // Lists carry `community` (any post added or removed changes them) and the groups and experts they name.
    expect(await keysOf('/pt/comunidade')).toEqual(
      expect.arrayContaining(['locale:pt', 'community', `expert:${expert}`, 'group:trying-to-conceive']),
    )
    expect(await keysOf('/community/search?q=sleep')).toContain('community')
    // A post: itself, its group, its author and every commenter, and its related posts.
    const postKeys = await keysOf(`/community/posts/${post.slug}`)
    const people = [post.authorKey, ...post.comments.map((c) => c.authorKey)]
      .filter((key): key is string => typeof key === 'string')
      .map((key) => (key.startsWith('expert:') ? key : `member:${key}`))
    expect(postKeys).toEqual(
      expect.arrayContaining([`post:${post.slug}`, `group:${post.groupSlug}`, ...people]),
    )
    expect(postKeys.filter((key) => key.startsWith('post:')).length).toBeGreaterThan(1)
    expect(postKeys).not.toContain('community')
    expect(await keysOf(`/community/experts/${expert}`)).toEqual(
      expect.arrayContaining([`expert:${expert}`, 'community']),
    )
    // A week page: its week and its neighbours' titles, its reviewer and its group.
    const week = await keysOf('/pregnancy/week-12')
    expect(week).toEqual(expect.arrayContaining(['week:11', 'week:12', 'week:13']))
    expect(week.some((key) => key.startsWith('expert:'))).toBe(true)
    expect(week.some((key) => key.startsWith('group:'))).toBe(true)
    // The hub lists every week.
    expect((await keysOf('/es/embarazo')).filter((key) => key.startsWith('week:'))).toHaveLength(40)
    expect(await keysOf('/privacy-policy')).toContain('document:privacy-policy')
    expect(await keysOf('/pt/politica-editorial')).toContain('document:editorial-policy')
    expect(await keysOf('/sitemap.xml')).toEqual(expect.arrayContaining(['sitemap', 'community']))
  })

  test('a missing post is shared briefly, with the key its arrival purges', async () => {
    const response = await get(TEST_BASE_URL, '/community/posts/not-written-yet')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe(cachePolicy.notFound)
    expect(response.headers.get('surrogate-key')).toContain('post:not-written-yet')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  test('the region cookie is set by the small uncached answer, never by a page', async () => {
    const current = '/api/trpc/regions.current?batch=1&input=%7B%7D'
    const first = await get(TEST_BASE_URL, current, { 'cf-ipcountry': 'US' })
    expect(first.status).toBe(200)
    expect((await first.json())[0].result.data).toEqual({ region: 'US' })
    expect(first.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^client_region=US; Max-Age=2592000; Path=\/; SameSite=Lax/),
    ])
    expect(first.headers.get('cache-control')).toBe(cachePolicy.private)
    expect(first.headers.get('surrogate-key')).toBeNull()
    // The cookie wins over the country, and is not set again.
    const again = await get(TEST_BASE_URL, current, { 'cf-ipcountry': 'BR', cookie: 'client_region=US' })
    expect((await again.json())[0].result.data).toEqual({ region: 'US' })
    expect(again.headers.getSetCookie()).toEqual([])
  })

  test('tRPC: shared reads may be kept with their keys; a batch with a personal read may not', async () => {
    const groups = `/api/trpc/community.listGroups?batch=1&input=${encodeURIComponent('{"0":{"locale":"es"}}')}`
    const shared = await get(TEST_BASE_URL, groups)
    expect(shared.status).toBe(200)
    expect(shared.headers.get('cache-control')).toBe(cachePolicy.sharedRead)
    expect(shared.headers.get('surrogate-key')).toMatch(/^site .*community/)
    expect(shared.headers.get('vary')).toBe('Accept-Encoding')
    const mixed = `/api/trpc/community.listGroups,regions.current?batch=1&input=${encodeURIComponent('{"0":{"locale":"es"}}')}`
    const personal = await get(TEST_BASE_URL, mixed, { cookie: 'client_region=US' })
    expect(personal.status).toBe(200)
    expect(personal.headers.get('cache-control')).toBe(cachePolicy.private)
    expect(personal.headers.get('surrogate-key')).toBeNull()
  })

  test('private answers: the deletion flow, the root redirect by cookie, probes, the build id, refusals', async () => {
    const privately = [
      ['/data-revocation', 200],
      ['/es/data-revocation?token=nope', 404],
      ['/healthz', 200],
      ['/readyz', 200],
      ['/api/build', 200],
    ] as const
    for (const [path, status] of privately) {
      const response = await get(TEST_BASE_URL, path)
      await response.arrayBuffer()
      expect(response.status, path).toBe(status)
      expect(response.headers.get('cache-control'), path).toBe(cachePolicy.private)
      expect(response.headers.get('surrogate-key'), path).toBeNull()
    }
    // The 500 page: a real page whose database fails (the test server's switch, decision 042).
    const failed = await get(TEST_BASE_URL, FAILING_PAGE, { [FAIL_DATABASE_HEADER]: '1' })
    await failed.arrayBuffer()
    expect(failed.status).toBe(500)
    expect(failed.headers.get('cache-control')).toBe(cachePolicy.private)
    expect(failed.headers.get('surrogate-key')).toBeNull()
    const root = await get(TEST_BASE_URL, '/', { cookie: 'i18n_locale=pt' })
    expect(root.status).toBe(302)
    expect(root.headers.get('location')).toBe('/pt')
    expect(root.headers.get('cache-control')).toBe(cachePolicy.private)
    const refused = await fetch(`${TEST_BASE_URL}/community`, { method: 'DELETE' })
    expect(refused.status).toBe(405)
    expect(refused.headers.get('cache-control')).toBe(cachePolicy.private)
  })

  test('a hashed asset is immutable; a missing one is a 404 nobody stores', async () => {
    const html = await (await get(TEST_BASE_URL, '/')).text()
    const asset = /"(\/assets\/[\w.-]+\.js)"/.exec(html)![1]!
    expect((await get(TEST_BASE_URL, asset)).headers.get('cache-control')).toBe(cachePolicy.immutable)
    const missing = await get(TEST_BASE_URL, '/assets/index-NotThere1.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})

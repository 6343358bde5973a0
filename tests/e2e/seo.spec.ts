import type { APIRequestContext } from '@playwright/test'
import { TEST_BASE_URL } from '../support/constants'
import { expect, locales, test } from './fixtures'
import { screens } from '../support/routes'

interface Head {
  canonical: string | null
  alternates: Map<string, string>
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const [, name, value] of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attrs[name!.toLowerCase()] = value!
  return attrs
}

const heads = new Map<string, Promise<Head>>()

/** Canonical and hreflang alternates of a page, read from its server-rendered HTML. */
function headOf(request: APIRequestContext, url: string): Promise<Head> {
  let head = heads.get(url)
  if (!head) {
    head = (async () => {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]))
      const alternates = new Map<string, string>()
      for (const link of links) {
        if (link.rel !== 'alternate' || !link.hreflang) continue
        expect(alternates.has(link.hreflang), `${url} lists ${link.hreflang} twice`).toBe(false)
        alternates.set(link.hreflang, link.href!)
      }
      return { canonical: links.find((l) => l.rel === 'canonical')?.href ?? null, alternates }
    })()
    heads.set(url, head)
  }
  return head
}

const sorted = (map: Map<string, string>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b))

test('hreflang sets are absolute and reciprocal on every page of every locale', async ({ request }) => {
  test.setTimeout(120_000)
  for (const screen of screens) {
    for (const locale of locales) {
      const url = `${TEST_BASE_URL}${screen.paths[locale]}`
      const head = await headOf(request, url)
      expect(head.canonical, url).toMatch(/^https?:\/\//)
      expect(head.alternates.get('x-default'), url).toMatch(/^https?:\/\//)
      const set = sorted(head.alternates)
      for (const [, href] of set) expect(href, url).toMatch(/^https?:\/\//)
      // A page that is its own canonical lists itself; a duplicate (a post shown under another
      // locale) points its canonical at a URL of the set.
      if (head.canonical === url) expect([...head.alternates.values()], url).toContain(url)
      expect([...head.alternates.values()], url).toContain(head.canonical)
      // Every alternate lists the same set back.
      for (const [hreflang, href] of set) {
        const other = await headOf(request, href)
        expect(sorted(other.alternates), `${href} (the ${hreflang} of ${url})`).toEqual(set)
      }
    }
  }
})

interface SitemapEntry {
  loc: string
  lastmod: string | null
  alternates: Array<[string, string]>
}

test('sitemap.xml parses, lists every page of the route table, and every URL answers 200', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await response.text()

  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    if (doc.getElementsByTagName('parsererror').length > 0) return { error: doc.documentElement.textContent }
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    const xhtml = 'http://www.w3.org/1999/xhtml'
    return {
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      entries: [...doc.getElementsByTagNameNS(ns, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
        alternates: [...url.getElementsByTagNameNS(xhtml, 'link')].map(
          (link) =>
            [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''] as [string, string],
        ),
      })),
    }
  }, xml)
  expect(parsed.error).toBeUndefined()
  expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset')
  const entries = parsed.entries as SitemapEntry[]
  const locs = entries.map((e) => e.loc)
  expect(new Set(locs).size).toBe(locs.length)

  // Every page of the route table, in every locale (a post at its content locale only).
  for (const screen of screens) {
    if (screen.name === 'search') continue
    for (const locale of locales) {
      if (screen.name === 'post' && locale !== 'en') continue
      expect(locs, `${screen.name} in ${locale}`).toContain(`${TEST_BASE_URL}${screen.paths[locale]}`)
    }
  }
  expect(locs.some((l) => l.includes('/es/comunidad/publicaciones/'))).toBe(true)
  expect(locs.some((l) => l.includes('/pt/comunidade/especialistas/'))).toBe(true)

  for (const entry of entries) {
    expect(entry.loc.startsWith(`${TEST_BASE_URL}/`) || entry.loc === TEST_BASE_URL, entry.loc).toBe(true)
    if (entry.lastmod) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // Every URL answers 200 directly, is its own canonical, and lists the sitemap's alternates.
    const head = await headOf(request, entry.loc)
    expect(head.canonical, entry.loc).toBe(entry.loc)
    for (const [hreflang, href] of entry.alternates) {
      // A post's x-default is its canonical URL once the post page declares its content locale;
      // the language version itself must match in any case.
      if (hreflang === 'x-default' && entry.loc.match(/\/(posts|publicaciones|publicacoes)\//)) continue
      expect(head.alternates.get(hreflang), `${entry.loc} ${hreflang}`).toBe(href)
    }
    expect(
      entry.alternates.map(([, href]) => href),
      entry.loc,
    ).toContain(entry.loc)
  }
})

test('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).toMatch(/^Disallow: \/api\/$/m)
  expect(text).toContain(`Sitemap: ${TEST_BASE_URL}/sitemap.xml`)
  const moved = await request.get('/es/sitemap.xml', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/sitemap.xml')
})

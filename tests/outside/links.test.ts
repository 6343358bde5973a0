// The built site as a link checker (linkinator) sees it: crawls from /es, /pt and / (each
// recursing into its own part of the site and checking the rest with HEAD, as crawlers do),
// then every URL the sitemap lists. No link may be broken, and every page crawled must still
// answer GET with its whole HTML afterwards (a HEAD must not spoil the page cache).
import { type LinkResult, LinkChecker, LinkState } from 'linkinator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProductionServer, outsidePort, startProductionServer } from './support/server'

let server: ProductionServer
beforeAll(async () => {
  server = await startProductionServer(outsidePort(0))
})
afterAll(async () => {
  await server?.stop()
})

interface Crawl {
  links: LinkResult[]
  pages: Set<string>
  external: Set<string>
}

/**
 * One linkinator run from `start` (or over the sitemap). Pages an earlier run already crawled
 * (fetched and followed) are not crawled again: the runs then cost little more than one.
 */
async function crawl(base: string, start: string, crawled: Set<string>, sitemap = false): Promise<Crawl> {
  const origin = new URL(base).origin
  const pages = new Set<string>()
  const external = new Set<string>()
  const checker = new LinkChecker()
  checker.on('pagestart', (url: URL | string) => pages.add(String(url)))
  const { links } = await checker.check({
    path: `${base}${start}`,
    sitemap,
    // The sitemap pass only checks what it lists (and their links); the crawls recurse.
    recurse: !sitemap,
    // Without it, /es is taken as /es/ and #fragment links read as redirects.
    cleanUrls: true,
    concurrency: 8,
    timeout: 30_000,
    // No internet here: other sites' links (app stores, social, careers) are counted, not fetched.
    linksToSkip: async (link) => {
      const url = new URL(link)
      if (url.origin !== origin) {
        external.add(link)
        return true
      }
      url.hash = ''
      return crawled.has(url.href)
    },
  })
  return { links, pages, external }
}

describe('links of the built site', () => {
  it('has no broken link and no empty page, crawled from /, /es, /pt and the sitemap', async () => {
    const started = Date.now()
    // Spanish and Portuguese first: their crawls HEAD the other locales' pages before anything
    // GETs them, which is what a crawler arriving on a cold cache does.
    const pages = new Set<string>()
    const runs: Crawl[] = []
    const timings: string[] = []
    for (const [start, sitemap] of [
      ['/es', false],
      ['/pt', false],
      ['/', false],
      ['', true],
    ] as const) {
      const runStarted = Date.now()
      const run = await crawl(server.base, start, pages, sitemap)
      timings.push(`${sitemap ? 'sitemap' : start} ${Date.now() - runStarted} ms`)
      for (const page of run.pages) pages.add(page)
      runs.push(run)
    }
    const links = runs.flatMap((run) => run.links)
    const external = new Set(runs.flatMap((run) => [...run.external]))
    const checked = new Set(links.filter((l) => l.state !== LinkState.SKIPPED).map((l) => l.url))
    // One line per broken URL, with the pages that link to it.
    const parents = new Map<string, Set<string>>()
    for (const link of links.filter((l) => l.state === LinkState.BROKEN)) {
      const key = `${link.status} ${link.url}`
      parents.set(key, (parents.get(key) ?? new Set()).add(link.parent ?? 'the sitemap'))
    }
    const broken = [...parents].map(([key, from]) => `${key} <- ${[...from].sort().join(', ')}`).sort()

    // Every page the crawls recursed into, fetched again in full as a browser would.
    const refetchStarted = Date.now()
    const empty: string[] = []
    for (const page of [...pages].sort()) {
      const response = await fetch(page, { headers: { accept: 'text/html' } })
      const html = await response.text()
      if (!html.includes('</html>')) empty.push(`${response.status} ${page} (${html.length} bytes)`)
    }
    console.log(
      `[links] ${pages.size} pages crawled, ${checked.size} URLs checked (${links.length} links), ` +
        `${external.size} external links skipped, ${broken.length} broken, ${empty.length} empty, ` +
        `${Date.now() - started} ms (${timings.join(', ')}, GET again ${Date.now() - refetchStarted} ms)`,
    )

    // The crawls reached well into every locale (a blank page would have stopped them early).
    for (const path of ['/', '/es', '/pt', '/community', '/es/comunidad', '/pt/comunidade']) {
      expect(pages, path).toContain(`${server.base}${path}`)
    }
    // The footer's app store and social links were seen, and left alone.
    expect(external.size).toBeGreaterThan(0)
    expect.soft(broken).toEqual([])
    expect.soft(empty).toEqual([])
  })
})

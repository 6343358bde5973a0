// The fuzz suites' harness: the built server in-process, every request counted (5xx kept for
// the closing figures), answers judged safe or not, and after every test the shared page cache
// (on for this run: see vitest.config.ts) checked to still serve every cached page whole.
import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'

type App = { fetch: (request: Request) => Promise<Response>; ready: () => Promise<unknown> }
let app: App

/** Every request of the run and the ones answered 5xx: the figures the run ends with. */
let sent = 0
const serverErrors: string[] = []
export async function send(request: Request): Promise<Response> {
  sent++
  const response = await app.fetch(request)
  if (response.status >= 500)
    serverErrors.push(`${request.method} ${request.url.slice(0, 160)} → ${response.status}`)
  return response
}

export const base = 'http://127.0.0.1:3000'

export const hostileString = fc.oneof(
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

/** What is wrong with an answer (a 5xx, a redirect off the site), or null. */
export function unsafe(response: Response, label: string): string | null {
  if (response.status >= 500) return `${label} → ${response.status}`
  const location = response.headers.get('location')
  if (location && new URL(location, base).origin !== base) return `${label} redirects off-site to ${location}`
  return null
}

export function assertSafe(response: Response, label: string) {
  expect(unsafe(response, label)).toBeNull()
}

/** Pages the cache keeps (GET, no cookie), in each language and with a search. */
export const cachedPages = [
  '/',
  '/es',
  '/pt/comunidade',
  '/community/search?q=sleep',
  '/es/comunidad/buscar',
  '/partner-with-us',
  '/pt/privacy-policy',
]
const warmLength = new Map<string, number>()

export function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${base}${path}`, { headers: { 'sec-fetch-dest': 'document', ...headers } })
}

/** The page's HTML, gunzipped when it came compressed. */
export async function html(response: Response): Promise<string> {
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

/** Paths every method is tried on: pages (one a 404) and API routes. */
export const pagePaths = [
  '/',
  '/es/comunidad',
  '/community/search?q=a',
  '/pt/partner-with-us',
  '/no-such-page',
]
export const apiPaths = [
  '/api/trpc/community.listGroups?input=%7B%22locale%22%3A%22en%22%7D',
  '/api/avatars/abc',
  '/api/share/post/a.png?locale=en',
]

/** Starts the built server for a suite file and checks the page cache after each of its tests. */
export function startBuiltServer(): void {
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

  afterEach(async (context) => {
    await expectCachedPagesWhole(context.task.name)
  }, 60_000)
}

// Platform behaviours: prefetch, build updates, chunk recovery, start-up validation (platform.spec.ts: consent and analytics).
import { spawn } from 'node:child_process'
import type { Page, Request } from '@playwright/test'
import { TEST_PORT } from '../support/constants'
import { expect, test, oneWidth } from './fixtures'
import { settled } from './gestures'
import { clickFooterLink, hydrated, markDocument, sameDocument } from './platform-helpers'

function emulateConnection(page: Page, initial: { saveData: boolean; effectiveType: string }) {
  return page.addInitScript((values) => {
    const connection = Object.assign(new EventTarget(), values)
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection })
  }, initial)
}

function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    if (pattern.test(request.url())) seen.push(request.url())
  })
  return seen
}

/**
 * Resolves once a visible link would have started its prefetch: two frames (the router's
 * IntersectionObserver reports at a frame), then a page timer as long as the router's preload
 * delay, queued after the router's own and so firing after it, then the page settled. An
 * ordering of the page's own events, not a length of real time.
 */
async function prefetchSettled(page: Page) {
  await page.evaluate(
    (delay) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), delay))),
      ),
    ROUTER_PRELOAD_DELAY_MS,
  )
  await settled(page)
}
// TanStack Router's defaultPreloadDelay (app/router.tsx keeps the default).
const ROUTER_PRELOAD_DELAY_MS = 50

const BENEFITS_CHUNK = /\/assets\/benefits-[\w-]+\.js$/
/** The home page's one link to the benefits page, in its community section below the fold. */
const farLink = (page: Page) => page.locator('main a[href="/community/benefits"]')

test.describe('prefetch', () => {
  test('a link prefetches its page when it becomes visible', async ({ page }) => {
    const chunks = recordRequests(page, BENEFITS_CHUNK)
    await page.goto('/')
    await hydrated(page)
    await prefetchSettled(page)
    expect(chunks, 'nothing prefetched while the link is off screen').toEqual([])
    await farLink(page).scrollIntoViewIfNeeded()
    await expect.poll(() => chunks.length).toBe(1)
  })

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
    { saveData: false, effectiveType: 'slow-2g' },
  ]) {
    test(`no prefetch with ${connection.saveData ? 'save-data' : connection.effectiveType}`, async ({
      page,
    }) => {
      await emulateConnection(page, connection)
      const chunks = recordRequests(page, BENEFITS_CHUNK)
      await page.goto('/')
      await hydrated(page)
      await farLink(page).scrollIntoViewIfNeeded()
      await prefetchSettled(page)
      expect(chunks).toEqual([])
      // The link still works: the page loads when it is asked for.
      await farLink(page).click()
      await expect(page).toHaveURL(/\/community\/benefits$/)
      expect(chunks).toHaveLength(1)
    })
  }

  test('the policy follows the connection while the page is open', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' })
    const chunks = recordRequests(page, BENEFITS_CHUNK)
    await page.goto('/')
    await hydrated(page)
    const link = farLink(page)
    await link.scrollIntoViewIfNeeded()
    await prefetchSettled(page)
    expect(chunks).toEqual([])
    await page.evaluate(() => {
      const connection = (navigator as Navigator & { connection: EventTarget & { saveData: boolean } })
        .connection
      connection.saveData = false
      connection.dispatchEvent(new Event('change'))
      window.scrollTo(0, 0)
    })
    // Back at the top, the link is out of view again: the observer has reported that.
    await prefetchSettled(page)
    await link.scrollIntoViewIfNeeded()
    await expect.poll(() => chunks.length).toBe(1)
  })
})

test.describe('build updates', oneWidth, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('nw:build-check-ms', '1000'))
  })

  test('/api/build publishes the build id, never cached', async ({ request }) => {
    const response = await request.get('/api/build')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect((await response.json()).id).toMatch(/^[\w-]{6,}$/)
  })

  test('a new build id makes the next navigation a full page load', async ({ page }) => {
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/build'))
    await page.route('**/api/build', (route) => route.fulfill({ json: { id: 'a-newer-build' } }))
    await page.goto('/')
    await hydrated(page)
    await markDocument(page)
    await checked
    const documentLoad = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/terms-of-use'),
    )
    await clickFooterLink(page, '/terms-of-use')
    await documentLoad
    await expect(page).toHaveURL(/\/terms-of-use$/)
    await expect(page.locator('h1')).toBeVisible()
    expect(await sameDocument(page)).toBe(false)
  })

  test('the same build id keeps navigations client-side', async ({ page }) => {
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/build'))
    await page.goto('/')
    await hydrated(page)
    await markDocument(page)
    await checked
    // The page has read the answer (same id: nothing to do) before the click.
    await settled(page)
    await clickFooterLink(page, '/terms-of-use')
    await expect(page).toHaveURL(/\/terms-of-use$/)
    await expect(page.locator('h1')).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
  })
})

const TERMS_CHUNK = /\/assets\/terms-of-use-[\w-]{6,}\.js$/
// The browser reports the aborted chunk; the router and this site say what they do about it.
const chunkNoise =
  /Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED|a code chunk failed to load/

/** Aborts the first request for the chunk and lets the next ones through; records the documents loaded. */
async function failOnce(page: Page, chunk: RegExp) {
  let requests = 0
  await page.route(chunk, (route) => (requests++ === 0 ? route.abort() : route.continue()))
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  return { documents, requests: () => requests }
}

test.describe('chunk recovery', oneWidth, () => {
  test.use({ allowedConsoleErrors: chunkNoise })

  test.beforeEach(async ({ page }) => {
    // No prefetch: the test decides when the chunk is first asked for.
    await emulateConnection(page, { saveData: true, effectiveType: '4g' })
  })

  test('a chunk that fails once reloads the page once, and the page then works', async ({ page }) => {
    const { documents, requests } = await failOnce(page, TERMS_CHUNK)
    await page.goto('/')
    await hydrated(page)
    await markDocument(page)
    const reload = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/terms-of-use'),
    )
    await clickFooterLink(page, '/terms-of-use')
    await reload
    await page.waitForLoadState('load')
    await hydrated(page)
    await expect(page).toHaveURL(/\/terms-of-use$/)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.getByTestId('error-page')).toHaveCount(0)
    expect(await sameDocument(page), 'the page was reloaded').toBe(false)
    // A second reload would have started by the time the working page has settled.
    await settled(page)
    expect(documents).toEqual(['/', '/terms-of-use'])
    expect(requests()).toBe(2)
  })

  test('a chunk that keeps failing reloads once, then shows the error page: no loop', async ({ page }) => {
    await page.route(TERMS_CHUNK, (route) => route.abort())
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await hydrated(page)
    await clickFooterLink(page, '/terms-of-use')
    await expect(page).toHaveURL(/\/terms-of-use$/)
    // A reload, the failing chunk again, then the error page: more work than the 7 s default.
    await expect(page.getByTestId('error-page')).toBeVisible({ timeout: 10_000 })
    // A loop would reload from the error page: by the time it has settled, it would have.
    await settled(page)
    expect(documents).toEqual(['/', '/terms-of-use'])
  })
})

test('a bad GTM_ID stops start-up with a message naming the variable', oneWidth, async () => {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      GTM_ID: 'gtm-not-valid',
      PORT: String(TEST_PORT + 9),
      DATA_DIR: '.data/e2e-bad-env',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(code).toBe(1)
  expect(output).toContain('"msg":"cannot start"')
  expect(output).toMatch(/GTM_ID: must be empty or GTM- or G- followed by uppercase letters and digits/)
  expect(output).not.toContain('listening')
})

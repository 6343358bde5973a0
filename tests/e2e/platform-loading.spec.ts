// Platform behaviours: prefetch, build updates, chunk recovery, the image endpoint, start-up
// validation (platform.spec.ts: consent and analytics).
import { spawn } from 'node:child_process'
import type { Page, Request } from '@playwright/test'
import sharp from 'sharp'
import { TEST_PORT } from '../setup/constants'
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

test.describe('prefetch', () => {
  test('a link prefetches its page when it becomes visible', async ({ page }) => {
    const chunks = recordRequests(page, BENEFITS_CHUNK)
    await page.goto('/test-platform')
    await hydrated(page)
    await prefetchSettled(page)
    expect(chunks, 'nothing prefetched while the link is off screen').toEqual([])
    await page.getByTestId('far-link').scrollIntoViewIfNeeded()
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
      await page.goto('/test-platform')
      await hydrated(page)
      await page.getByTestId('far-link').scrollIntoViewIfNeeded()
      await prefetchSettled(page)
      expect(chunks).toEqual([])
      // The link still works: the page loads when it is asked for.
      await page.getByTestId('far-link').click()
      await expect(page).toHaveURL(/\/community\/benefits$/)
      expect(chunks).toHaveLength(1)
    })
  }

  test('the policy follows the connection while the page is open', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' })
    const chunks = recordRequests(page, BENEFITS_CHUNK)
    await page.goto('/test-platform')
    await hydrated(page)
    const link = page.getByTestId('far-link')
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

test.describe('chunk recovery', oneWidth, () => {
  test.use({ allowedConsoleErrors: chunkNoise })

  test.beforeEach(async ({ page }) => {
    // No prefetch: the test decides when the chunk is first asked for.
    await emulateConnection(page, { saveData: true, effectiveType: '4g' })
  })

  test('a chunk that fails once reloads the page once, and the page then works', async ({ page }) => {
    let aborted = 0
    await page.route(TERMS_CHUNK, (route) => (aborted++ === 0 ? route.abort() : route.continue()))
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
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
    expect(aborted).toBe(2)
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

test.describe('images', () => {
  test(
    'the image endpoint returns webp at the asked width, cached for a year',
    oneWidth,
    async ({ request }) => {
      for (const width of [320, 640, 1536, 2048]) {
        const response = await request.get(`/api/image?src=/images/hero-gradient.png&w=${width}`)
        expect(response.status(), `w=${width}`).toBe(200)
        expect(response.headers()['content-type']).toBe('image/webp')
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
        const meta = await sharp(await response.body()).metadata()
        expect(meta.format).toBe('webp')
        expect(meta.width).toBe(width)
        const etag = response.headers().etag!
        const again = await request.get(`/api/image?src=/images/hero-gradient.png&w=${width}`, {
          headers: { 'if-none-match': etag },
        })
        expect(again.status()).toBe(304)
      }
      const small = await request.get('/api/image?src=/images/bloom.png&w=640&q=40')
      const full = await request.get('/api/image?src=/images/bloom.png&w=640')
      expect((await small.body()).length).toBeLessThan((await full.body()).length)
    },
  )

  test(
    'the image endpoint refuses foreign URLs, other files and absurd sizes',
    oneWidth,
    async ({ request }) => {
      const refused = [
        'src=https://example.com/a.png&w=640',
        'src=//example.com/images/a.png&w=640',
        'src=/images/../package.json&w=640',
        `src=${encodeURIComponent('/images/%2e%2e/x.png')}&w=640`,
        'src=/favicon.svg&w=640',
        'src=/images/default-avatar.svg&w=640',
        'src=/assets/hero.png&w=640',
        'src=/images/hero-gradient.png&w=99999',
        'src=/images/hero-gradient.png&w=641',
        'src=/images/hero-gradient.png&w=0',
        'src=/images/hero-gradient.png&w=-640',
        'src=/images/hero-gradient.png&w=640&q=1000',
        'src=/images/hero-gradient.png',
        'w=640',
      ]
      for (const query of refused) {
        const response = await request.get(`/api/image?${query}`)
        expect(response.status(), query).toBe(400)
      }
      expect((await request.get('/api/image?src=/images/no-such-image.png&w=640')).status()).toBe(404)
    },
  )

  test('<Img> lets the browser pick a webp from the endpoint', async ({ page }) => {
    await page.goto('/test-platform')
    const hero = page.getByTestId('test-hero')
    await expect(hero).toHaveAttribute('srcset', /\/api\/image\?src=\/images\/hero-gradient\.png&w=320 320w/)
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const current = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(current).toMatch(/\/api\/image\?src=\/images\/hero-gradient\.png&w=\d+$/)
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

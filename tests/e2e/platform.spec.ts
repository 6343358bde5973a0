// Platform behaviours: consent and analytics, prefetch, build updates, chunk recovery,
// the image and icon endpoints, start-up validation.
import { spawn } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Locator, Page, Request } from '@playwright/test'
import sharp from 'sharp'
import enPlatform from '../../messages/platform/en.json' with { type: 'json' }
import esPlatform from '../../messages/platform/es.json' with { type: 'json' }
import ptPlatform from '../../messages/platform/pt.json' with { type: 'json' }
import { TEST_PORT } from '../setup/constants'
import { waitForHydration } from './community-helpers'
import { type Locale, answeredConsent, expect, locales, prefix, test } from './fixtures'

const platformMessages: Record<Locale, Record<string, string>> = {
  en: enPlatform,
  es: esPlatform,
  pt: ptPlatform,
}
const communityPath: Record<Locale, string> = { en: '/community', es: '/es/comunidad', pt: '/pt/comunidade' }
const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\//

/** Records every request to the tag manager's host and answers with an empty script (no internet here). */
async function recordTagManager(context: BrowserContext): Promise<string[]> {
  const requests: string[] = []
  await context.route(TAG_MANAGER, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
  })
  return requests
}

interface View {
  event: string
  page_path: string
  locale: string
}
function pageViews(page: Page): Promise<View[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => !('length' in entry) && (entry as { event?: unknown }).event === 'content-view')
      .map((entry) => ({ ...(entry as unknown as View) })),
  )
}
/** gtag() calls in the data layer, as plain arrays: ['consent', 'default', {...}]. */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as IArguments)),
  )
}

async function grantConsent(context: BrowserContext) {
  await answeredConsent(context, 'granted')
}

/** A marker that survives client-side navigations and disappears on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as { __sameDocument?: boolean }).__sameDocument = true
  })
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true)

/** Waits until React has hydrated the page's header (links navigate client-side from then on). */
const hydrated = (page: Page, selector = 'header') => waitForHydration(page, selector)

/** Clicks in the footer once it has hydrated (it does when it nears the viewport). */
async function clickInFooter(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await hydrated(page, 'footer')
  await target.click()
}
const clickFooterLink = (page: Page, href: string) =>
  clickInFooter(page, page.locator(`footer a[href="${href}"]`))

test.describe('consent and analytics', () => {
  test('nothing reaches the tag manager before consent; then one page view per navigation', async ({
    page,
    context,
  }) => {
    const tagManager = await recordTagManager(context)
    await page.goto('/')
    await hydrated(page)
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(tagManager).toEqual([])
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
    expect(await pageViews(page)).toEqual([])
    // Consent Mode defaults are in place before anything could load.
    expect(await gtagCalls(page)).toContainEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ])

    await page.getByTestId('consent-accept').click()
    await expect(banner).toBeHidden()
    await expect.poll(() => tagManager).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-NW4K7PQ'])
    expect(await gtagCalls(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }])
    const cookie = (await context.cookies()).find((c) => c.name === 'nw_consent')
    expect(cookie?.value).toBe('granted')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400)
    await expect
      .poll(() => pageViews(page))
      .toEqual([{ event: 'content-view', page_path: '/', locale: 'en' }])

    await markDocument(page)
    await clickFooterLink(page, '/terms-of-use')
    await expect(page).toHaveURL(/\/terms-of-use$/)
    await expect.poll(async () => (await pageViews(page)).length).toBe(2)
    await clickFooterLink(page, '/privacy-policy')
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect.poll(async () => (await pageViews(page)).length).toBe(3)
    await page.goBack()
    await expect(page).toHaveURL(/\/terms-of-use$/)
    await expect.poll(async () => (await pageViews(page)).length).toBe(4)
    await page.waitForTimeout(500)
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual([
      '/',
      '/terms-of-use',
      '/privacy-policy',
      '/terms-of-use',
    ])
    expect(await sameDocument(page), 'the navigations were client-side').toBe(true)
    expect(tagManager, 'the tag manager loads once').toHaveLength(1)
  })

  test('a page view carries the route template and the locale, never the content', async ({
    page,
    context,
  }) => {
    const tagManager = await recordTagManager(context)
    await grantConsent(context)
    const list = await page.request.get(
      `/api/trpc/community.listPosts?input=${encodeURIComponent(JSON.stringify({ locale: 'es' }))}`,
    )
    const post = (
      (await list.json()) as { result: { data: { items: Array<{ slug: string; title: string }> } } }
    ).result.data.items[0]!
    await page.goto(`/es/comunidad/publicaciones/${post.slug}`)
    await expect
      .poll(() => pageViews(page))
      .toEqual([{ event: 'content-view', page_path: '/community/posts/$slug', locale: 'es' }])
    const everything = await page.evaluate(() =>
      JSON.stringify(
        (window.dataLayer ?? []).map((entry) =>
          'length' in entry ? Array.from(entry as IArguments) : entry,
        ),
      ),
    )
    expect(everything).not.toContain(post.slug)
    expect(everything).not.toContain(post.title)
    expect(tagManager).toHaveLength(1)
    // A returning visitor who has chosen gets no banner, not even for a moment.
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  })

  test('refusing keeps the tag manager away, is remembered, and can be changed from the footer', async ({
    page,
    context,
  }) => {
    const tagManager = await recordTagManager(context)
    await page.goto('/pt')
    await hydrated(page)
    const banner = page.getByTestId('consent-banner')
    await expect(banner.getByRole('heading')).toHaveText(ptPlatform.platform_consent_title)
    await page.getByTestId('consent-refuse').click()
    await expect(banner).toBeHidden()
    expect((await context.cookies()).find((c) => c.name === 'nw_consent')?.value).toBe('denied')

    // The server reads the choice: the banner is not even in the HTML.
    const html = await (await page.request.get('/pt')).text()
    expect(html).not.toContain('data-testid="consent-banner"')
    await page.reload()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(banner).toHaveCount(0)
    expect(tagManager).toEqual([])
    expect(await pageViews(page)).toEqual([])

    // "Cookie settings" in the footer opens the banner again, focused, and the answer can change.
    await clickInFooter(page, page.getByTestId('cookie-settings'))
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('heading')).toBeFocused()
    await page.getByTestId('consent-accept').click()
    await expect(banner).toBeHidden()
    await expect(page.getByTestId('cookie-settings')).toBeFocused()
    await expect.poll(() => tagManager.length).toBe(1)
    await expect
      .poll(() => pageViews(page))
      .toEqual([{ event: 'content-view', page_path: '/', locale: 'pt' }])
  })

  for (const locale of locales) {
    test(`the banner speaks ${locale}, links the cookie policy and offers two equal buttons`, async ({
      page,
      context,
    }) => {
      await recordTagManager(context)
      await page.goto(communityPath[locale])
      const messages = platformMessages[locale]
      const banner = page.getByTestId('consent-banner')
      await expect(banner.getByRole('heading')).toHaveText(messages.platform_consent_title!)
      const policy = banner.getByRole('link', { name: messages.platform_consent_policy_link })
      await expect(policy).toHaveAttribute('href', `${prefix(locale)}/cookie-policy`)
      const accept = banner.getByRole('button', { name: messages.platform_consent_accept })
      const refuse = banner.getByRole('button', { name: messages.platform_consent_refuse })
      const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()]
      expect(Math.abs(a!.width - r!.width)).toBeLessThan(2)
      expect(Math.abs(a!.height - r!.height)).toBeLessThan(2)
      expect(a!.height).toBeGreaterThanOrEqual(44)
      expect(await accept.getAttribute('class')).toBe(await refuse.getAttribute('class'))
      await expect(page.getByTestId('cookie-settings')).toHaveText(messages.platform_cookie_settings!)
      const results = await new AxeBuilder({ page })
        .include('[data-testid="consent-banner"]')
        .include('[data-testid="cookie-settings"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations).toEqual([])
    })
  }
})

/** A connection that reports what the test says, and can change while the page is open. */
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

const BENEFITS_CHUNK = /\/assets\/benefits-[\w-]+\.js$/

test.describe('prefetch', () => {
  test('a link prefetches its page when it becomes visible', async ({ page }) => {
    const chunks = recordRequests(page, BENEFITS_CHUNK)
    await page.goto('/test-platform')
    await hydrated(page)
    await page.waitForTimeout(800)
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
      await page.waitForTimeout(1500)
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
    await page.waitForTimeout(1000)
    expect(chunks).toEqual([])
    await page.evaluate(() => {
      const connection = (navigator as Navigator & { connection: EventTarget & { saveData: boolean } })
        .connection
      connection.saveData = false
      connection.dispatchEvent(new Event('change'))
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(300)
    await link.scrollIntoViewIfNeeded()
    await expect.poll(() => chunks.length).toBe(1)
  })
})

test.describe('build updates', () => {
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
    await page.waitForTimeout(200)
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

test.describe('chunk recovery', () => {
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
    await page.waitForTimeout(1000)
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
    await expect(page.getByTestId('error-page')).toBeVisible({ timeout: 10_000 })
    await page.waitForTimeout(3000)
    expect(documents).toEqual(['/', '/terms-of-use'])
  })
})

test.describe('images', () => {
  test('the image endpoint returns webp at the asked width, cached for a year', async ({ request }) => {
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
  })

  test('the image endpoint refuses foreign URLs, other files and absurd sizes', async ({ request }) => {
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
  })

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

test('a bad GTM_ID stops start-up with a message naming the variable', async () => {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
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
  expect(output).toMatch(/GTM_ID: must be GTM- or G- followed by uppercase letters and digits/)
  expect(output).not.toContain('listening')
})

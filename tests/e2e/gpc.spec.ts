// Global Privacy Control (decision 036): a browser that sends it has refused analytics. No banner,
// no tag manager even over an earlier "accept", and not one request to another origin on any
// page type before or after the page settles. Chromium has no GPC switch, so the signal is
// given as a browser that has it gives it: `navigator.globalPrivacyControl` and `Sec-GPC: 1`.
import type { BrowserContext, Page } from '@playwright/test'
import esPlatform from '../../messages/platform/es.json' with { type: 'json' }
import { TEST_BASE_URL } from '../support/constants'
import { answeredConsent, expect, locales, oneWidth, test } from './fixtures'
import { clickInFooter, hydrated } from './platform-helpers'
import { screens } from '../support/routes'

/** One page of every type (legal documents share one), the locales taken in turn. */
const legalSlugs = [
  'terms-of-use',
  'refund-policy',
  'terms-of-use-community',
  'data-processing',
  'cookie-policy',
]
const pages = screens
  .filter((screen) => !legalSlugs.includes(screen.name))
  .map((screen, index) => screen.paths[locales[index % locales.length]!])

async function sendPrivacySignal(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
  })
}

/** Every request the page makes to another origin (answered empty, so nothing waits on the network). */
async function recordOtherOrigins(context: BrowserContext): Promise<string[]> {
  const elsewhere: string[] = []
  const own = new URL(TEST_BASE_URL).origin
  await context.route(
    (url) => url.origin !== own,
    (route) => {
      elsewhere.push(route.request().url())
      return route.fulfill({ status: 204, body: '' })
    },
  )
  return elsewhere
}

async function visitAll(page: Page) {
  // About 20 pages, each until the network is quiet.
  test.setTimeout(150_000)
  for (const path of pages) {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
  }
}

test.describe('Global Privacy Control', () => {
  test('an earlier "accept" loads the tag manager without the signal (the check below can fail)', async ({
    page,
    context,
  }) => {
    await answeredConsent(context, 'granted')
    const elsewhere = await recordOtherOrigins(context)
    await page.goto('/')
    await hydrated(page)
    await expect.poll(() => elsewhere.some((url) => url.includes('googletagmanager.com'))).toBe(true)
  })

  // Every page type once: requests do not depend on the window's width.
  test(
    'with the signal and an earlier "accept": no banner and no request to another origin on any page type',
    oneWidth,
    async ({ page, context }) => {
      await answeredConsent(context, 'granted')
      await sendPrivacySignal(context)
      const elsewhere = await recordOtherOrigins(context)
      await visitAll(page)
      expect(elsewhere).toEqual([])
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied')
      await expect(page.getByTestId('consent-banner')).toBeHidden()
    },
  )

  test('with the signal and no earlier choice: no banner, not even before hydration', async ({
    page,
    context,
  }) => {
    await sendPrivacySignal(context)
    const elsewhere = await recordOtherOrigins(context)
    // The bundle's scripts (not the styles) wait until the server's copy has been looked at: the
    // head script and CSS alone must already hide its banner (no flash before hydration).
    let release = () => {}
    const bundleHeld = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/*.js', async (route) => {
      await bundleHeld
      await route.continue()
    })
    await page.goto('/pt', { waitUntil: 'commit' })
    await expect(page.getByTestId('consent-banner')).toBeAttached()
    await expect(page.locator('html')).toHaveAttribute('data-gpc', '')
    await expect(page.getByTestId('consent-banner')).toBeHidden()
    release()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(elsewhere).toEqual([])
    await expect(page.getByTestId('consent-banner')).toBeHidden()
  })

  // Every page type once: requests do not depend on the window's width.
  test(
    'with the signal and no earlier choice: no banner and nothing elsewhere on any page type',
    oneWidth,
    async ({ page, context }) => {
      await sendPrivacySignal(context)
      const elsewhere = await recordOtherOrigins(context)
      await visitAll(page)
      expect(elsewhere).toEqual([])
      await expect(page.getByTestId('consent-banner')).toBeHidden()
    },
  )

  test('the cookie settings say the signal decides, offer no "accept", and close', async ({
    page,
    context,
  }) => {
    await sendPrivacySignal(context)
    await page.goto('/es')
    await hydrated(page)
    await clickInFooter(page, page.getByTestId('cookie-settings'))
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    await expect(banner).toContainText(esPlatform.platform_consent_gpc)
    await expect(page.getByTestId('consent-accept')).toHaveCount(0)
    await expect(page.getByTestId('consent-refuse')).toHaveAttribute('aria-pressed', 'true')
    await page.getByTestId('consent-refuse').click()
    await expect(banner).toBeHidden()
    await expect(page.getByTestId('cookie-settings')).toBeFocused()
  })
})

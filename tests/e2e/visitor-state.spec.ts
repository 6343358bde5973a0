// What differs per visitor is decided in the browser before first paint (decision 031): the
// page is the same for everyone, and a head script marks <html> from the visitor's cookies.
import type { Page } from '@playwright/test'
import { TEST_BASE_URL } from '../support/constants'
import { expect, test, oneWidth } from './fixtures'
import { hydrated } from './overlay'

/** Whether the consent banner showed, frame by frame, from the first frame the page painted. */
async function recordBannerFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: boolean[] = []
    ;(window as unknown as { bannerFrames: boolean[] }).bannerFrames = frames
    const tick = () => {
      const banner = document.querySelector('[data-testid="consent-banner"]')
      if (banner)
        frames.push(getComputedStyle(banner).display !== 'none' && banner.getBoundingClientRect().height > 0)
      if (frames.length < 120) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  return () => page.evaluate(() => (window as unknown as { bannerFrames: boolean[] }).bannerFrames)
}

/** The app's modules never load: what shows is what the server's page and the head script make. */
const withoutModules = (page: Page) => page.route('**/assets/*.js', (route) => route.abort())

test.describe('the consent banner', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED/ })

  test('never shows for a visitor who has chosen, not even in the first frames', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'nw_consent', value: 'granted', url: TEST_BASE_URL }])
    const frames = await recordBannerFrames(page)
    await page.goto('/es/comunidad')
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'granted')
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    await expect.poll(async () => (await frames()).length).toBeGreaterThan(0)
    expect((await frames()).filter(Boolean)).toEqual([])
  })

  test(
    "is in every page's HTML, hidden by CSS before the app runs for a visitor who has chosen",
    oneWidth,
    async ({ page, context }) => {
      await withoutModules(page)
      await page.goto('/pt/comunidade')
      await expect(page.getByTestId('consent-banner')).toBeVisible()
      await context.addCookies([{ name: 'nw_consent', value: 'denied', url: TEST_BASE_URL }])
      await page.goto('/pt/comunidade')
      await expect(page.getByTestId('consent-banner')).toHaveCount(1)
      await expect(page.getByTestId('consent-banner')).toBeHidden()
    },
  )

  test('shows from the first frame for a new visitor, and a choice is kept', async ({ page }) => {
    const frames = await recordBannerFrames(page)
    await page.goto('/community')
    await expect(page.getByTestId('consent-banner')).toBeVisible()
    expect((await frames())[0]).toBe(true)
    // Shown by the head script before React has taken it over: a click before that is lost.
    await hydrated(page.getByTestId('consent-refuse'))
    await page.getByTestId('consent-refuse').click()
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied')
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
  })
})

test.describe('the region', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED/ })

  test("the cookie's region shows before the app runs", async ({ page, context }) => {
    await withoutModules(page)
    await context.addCookies([{ name: 'client_region', value: 'US', url: TEST_BASE_URL }])
    await page.goto('/community')
    const contacts = page.getByTestId('footer-contacts').locator('[data-contact]')
    await expect(contacts).toHaveCount(4)
    await expect(contacts.locator('visible=true')).toHaveCount(1)
    await expect(page.getByTestId('footer-contacts').locator('[data-contact="us"]')).toBeVisible()
  })
})

test(
  'the bare root sends a visitor who chose a language home even when a cache answers for the server',
  oneWidth,
  async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_locale', value: 'es', url: TEST_BASE_URL }])
    // A cache in front answers `/` with the copy it holds: the English home, fetched without cookies.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const headers = { ...route.request().headers() }
        delete headers.cookie
        route.fulfill({ response: await route.fetch({ headers }) })
      },
    )
    await page.goto('/')
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
  },
)

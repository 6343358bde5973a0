// Screenshot baselines ("eyes"): every page type in every locale at the two project widths (390
// and 1280 px), and every overlay open. Viewport screenshots keep the baselines small.
// Regenerate after a deliberate visual change (with a fresh build):
//   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
// What changes by itself is hidden: dates and relative times (the seed is relative to today), and
// the copyright year is masked. Animations are finished, the caret hidden.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { waitForHydration } from './community-helpers'
import { answeredConsent, expect, locales, type Locale, oneWidth, test } from './fixtures'
import { notFound, screen } from '../support/routes'

const pageTypes = [
  'home',
  'community',
  'post',
  'expert',
  'benefits',
  'search',
  'partner',
  'data-revocation',
  'privacy-policy',
] as const
const path = (name: string, locale: Locale) => screen(name).paths[locale]

test.describe.configure({ timeout: 60_000 })
// The 404 screen answers 404, which the browser logs.
test.use({ allowedConsoleErrors: /status of 404/ })

// Dates: hidden by visual.css (see there why not masked).
const hideDates = fileURLToPath(new URL('./visual.css', import.meta.url))

function masks(page: Page): Locator[] {
  return [page.locator('footer p', { hasText: '©' })]
}

/**
 * Loaded, hydrated, fonts and visible images ready. No wait for a quiet network: what loads
 * later (a `visible()` part's code) does not change the pixels, and the screenshot is only
 * compared once two in a row agree.
 */
async function settle(page: Page) {
  await waitForHydration(page, 'header')
  await page.evaluate(async () => {
    await document.fonts.ready
    const images = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect()
      return box.bottom > 0 && box.top < window.innerHeight
    })
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

async function answerConsent(page: Page) {
  await answeredConsent(page.context())
}

async function snap(page: Page, name: string) {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: masks(page),
    stylePath: hideDates,
    maxDiffPixelRatio: 0.015,
  })
}

for (const locale of locales) {
  test.describe(`pages (${locale})`, () => {
    for (const name of [...pageTypes, '404'] as const) {
      test(name, async ({ page }) => {
        await answerConsent(page)
        await page.goto(name === '404' ? notFound.paths[locale] : path(name, locale))
        await settle(page)
        await snap(page, `${name}-${locale}`)
      })
    }
  })

  test.describe(`overlays (${locale})`, () => {
    test('phone menu', oneWidth, async ({ page }) => {
      // The burger exists below 1280 px: one run, at phone width.
      await page.setViewportSize({ width: 390, height: 844 })
      await answerConsent(page)
      await page.goto(path('home', locale))
      await settle(page)
      await page.getByTestId('burger').click()
      await expect(page.getByTestId('mobile-menu')).toBeVisible()
      await snap(page, `menu-${locale}`)
    })

    test('language switcher', async ({ page }) => {
      await answerConsent(page)
      await page.goto(path('home', locale))
      await settle(page)
      const switcher = page.getByTestId('language-switcher')
      await switcher.getByRole('button').click()
      await expect(switcher.locator('ul')).toBeVisible()
      await snap(page, `switcher-${locale}`)
    })

    test('cookie banner', async ({ page }) => {
      await page.goto(path('home', locale))
      await settle(page)
      await expect(page.getByTestId('consent-banner')).toBeVisible()
      await snap(page, `banner-${locale}`)
    })

    test('download dialog', async ({ page }) => {
      await answerConsent(page)
      await page.goto(path('community', locale))
      await settle(page)
      await page.getByTestId('join-in-app').click()
      await expect(page.getByTestId('get-app-dialog')).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await snap(page, `get-app-${locale}`)
    })

    for (const [opener, dialogId] of [
      ['open-book-call', 'book-call-dialog'],
      ['open-media-kit', 'media-kit-dialog'],
    ] as const) {
      test(dialogId, async ({ page }) => {
        await answerConsent(page)
        await page.goto(path('partner', locale))
        await settle(page)
        await page.getByTestId(opener).first().click()
        const dialog = page.getByTestId(dialogId)
        await expect(dialog.locator('form')).toBeVisible()
        await snap(page, `${dialogId}-${locale}`)
      })
    }

    test('floating tab', async ({ page }) => {
      await answerConsent(page)
      await page.goto(path('partner', locale))
      await settle(page)
      await page.evaluate(() => window.scrollTo(0, 1400))
      await expect(page.getByTestId('floating-cta')).toHaveCSS('opacity', '1')
      await settle(page)
      await snap(page, `floating-tab-${locale}`)
    })
  })
}

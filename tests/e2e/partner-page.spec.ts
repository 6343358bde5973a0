// The partner page itself and its modal dialogs: content and figures per locale, the floating
// call to action, and how a dialog closes (Escape, outside click, swipe), traps and returns focus,
// stacks and locks the page's scroll. Plus the accessibility audit.
import type { Page } from '@playwright/test'
import { axeViolations } from './a11y'
import { answeredConsent, expect, languageTag, locales, msg, test, oneWidth } from './fixtures'
import { ownRateLimit, partnerPath, t } from './forms-helpers'
import { swipe, wheel } from './gestures'
import { hydrated } from './overlay'

test.beforeEach(async ({ page }) => {
  await ownRateLimit(page)
})

for (const locale of locales) {
  test(
    `${locale}: audience figures formatted for the locale, sections, one h1`,
    oneWidth,
    async ({ page }) => {
      await page.goto(partnerPath[locale])
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag[locale])
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(msg(locale, 'page_partner_heading'))
      const format = (options: Intl.NumberFormatOptions, value: number) =>
        new Intl.NumberFormat(languageTag[locale], options).format(value)
      const compact = (value: number) => format({ notation: 'compact', maximumFractionDigits: 1 }, value)
      await expect(page.getByTestId('stat-users')).toContainText(`${compact(25_000_000)}+`)
      await expect(page.getByTestId('stat-mau')).toContainText(compact(2_000_000))
      await expect(page.getByTestId('stat-women')).toContainText(`${compact(5_000_000)}+`)
      await expect(page.getByTestId('stat-rating')).toContainText(
        format({ minimumFractionDigits: 1, maximumFractionDigits: 1 }, 4.8),
      )
      await expect(page.getByTestId('stat-rating')).toContainText(format({}, 417_594))
      await expect(page.getByTestId('stat-funding')).toContainText(
        format({ style: 'currency', currency: 'USD', notation: 'compact' }, 2_000_000),
      )
      for (const key of ['partner_audience_title', 'partner_categories_title', 'partner_formats_title']) {
        await expect(page.getByRole('heading', { level: 2, name: t(locale, key) })).toBeVisible()
      }
      // No press coverage on record (core/facts/press.ts): no press section at all.
      await expect(
        page.getByRole('heading', { level: 2, name: t(locale, 'partner_press_title') }),
      ).toHaveCount(0)
      for (const key of [
        'partner_format_media_title',
        'partner_format_coreg_title',
        'partner_format_special_title',
        'partner_format_community_title',
      ]) {
        await expect(page.getByRole('heading', { level: 3, name: t(locale, key) })).toBeVisible()
      }
      const description = page.locator('meta[name="description"]')
      await expect(description).toHaveAttribute(
        'content',
        t(locale, 'partner_meta_description', { siteName: 'Nestwell' }),
      )
    },
  )
}

test('the floating call to action stays in reach while scrolling and opens the call form', async ({
  page,
  context,
}) => {
  // A visitor who has answered the cookie question: on phones the banner sits over the tab.
  await answeredConsent(context)
  await page.goto(partnerPath.en)
  const cta = page.getByTestId('floating-cta')
  await expect(cta).toBeInViewport()
  // In one step: Start swaps the static sections for a copy of their server HTML after hydration.
  await page
    .getByRole('heading', { name: t('en', 'partner_formats_title') })
    .evaluate((heading) => heading.scrollIntoView())
  await expect(cta).toBeInViewport()
  await expect(cta).toHaveCSS('position', 'fixed')
  await hydrated(cta)
  await cta.click()
  await expect(page.getByTestId('book-call-dialog')).toBeVisible()
})

test('the floating call to action gives way to the cookie banner on phones, not beside it on wide screens', async ({
  page,
}) => {
  await page.goto(partnerPath.es)
  const banner = page.getByTestId('consent-banner')
  const cta = page.getByTestId('floating-cta')
  await expect(banner).toBeVisible()
  const phone = page.viewportSize()!.width < 1024
  if (phone) await expect(cta).toBeHidden()
  else await expect(cta).toBeInViewport()
  const refuse = page.getByTestId('consent-refuse')
  await hydrated(refuse)
  await refuse.click()
  await expect(banner).toBeHidden()
  await expect(cta).toBeInViewport()
})

test('a link to #book-a-call opens the call form', oneWidth, async ({ page }) => {
  await page.goto(`${partnerPath.pt}#book-a-call`)
  await expect(page.getByTestId('book-call-dialog')).toBeVisible()
  await expect(page.getByTestId('book-call-dialog').getByRole('heading', { level: 2 })).toHaveText(
    t('pt', 'forms_book_call_title'),
  )
})

async function openBook(page: Page) {
  await page.goto(partnerPath.en)
  const opener = page.getByTestId('open-book-call')
  await hydrated(opener)
  await opener.click()
  const dialog = page.getByTestId('book-call-dialog')
  await expect(dialog).toBeVisible()
  // The form's code loads with the first opening.
  await expect(dialog.locator('form')).toBeVisible()
  return { opener, dialog }
}

test('a dialog closes on Escape and gives focus back to its button', async ({ page }) => {
  const { opener, dialog } = await openBook(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a dialog closes on a click outside its panel, not on a click inside', async ({ page }) => {
  const { opener, dialog } = await openBook(page)
  await dialog.getByRole('heading', { level: 2 }).click()
  await expect(dialog).toBeVisible()
  // The top-left corner is backdrop on every screen size.
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a dialog traps focus, locks the page scroll, and stacks from z-index 1000', async ({ page }) => {
  const { dialog } = await openBook(page)
  await expect(dialog).toHaveAttribute('data-level', '0')
  await expect(dialog).toHaveCSS('z-index', '1000')
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
  const before = await page.evaluate(() => window.scrollY)
  await wheel(page, 800)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)

  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  // The same wheel turn does scroll the page once it is unlocked. The scroll itself runs off the
  // main thread (smoothly, on the phone project): on a loaded machine it can land some frames
  // after the wheel event was handled, so it is waited for.
  await wheel(page, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
})

test.describe('swipe', () => {
  // A touch screen in both projects (the gesture is the same on a tablet-sized window).
  test.use({ hasTouch: true })

  /** Opens the call form; the swipe starts on its heading, at the top of the panel. */
  async function openForSwipe(page: Page) {
    const { dialog } = await openBook(page)
    const heading = await dialog.getByRole('heading', { level: 2 }).boundingBox()
    return { dialog, start: { x: heading!.x + 20, y: heading!.y + 5 } }
  }

  test('a short slow swipe down springs back, a long one closes', async ({ page }) => {
    const { dialog, start } = await openForSwipe(page)
    await swipe(page, start, 20, 600)
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.dialog-panel')).not.toHaveAttribute('style', /translate/)
    await swipe(page, start, 200, 600)
    await expect(dialog).toBeHidden()
  })

  // The gesture's speed comes from the events' timestamps (synthetic here), not from when the
  // page got to handle them: the pair below differs only in those timestamps.
  test('a quick flick within 300 ms closes', async ({ page }) => {
    const { dialog, start } = await openForSwipe(page)
    // 40 px is under 10 % of the panel: only the speed can close it.
    expect(
      await dialog.locator('.dialog-panel').evaluate((p) => (p as HTMLElement).offsetHeight),
    ).toBeGreaterThan(400)
    await swipe(page, start, 40, 150)
    await expect(dialog).toBeHidden()
  })

  test('the same 40 px drawn out over 600 ms does not close', async ({ page }) => {
    const { dialog, start } = await openForSwipe(page)
    await swipe(page, start, 40, 600)
    await expect(dialog).toBeVisible()
  })
})

// The page's own content (the header and footer are the layout's, audited with it). One state per
// test: each audit takes seconds (colour contrast over the whole page), and three in one test
// came near the time limit on a loaded machine.
test.describe('no accessibility violations', () => {
  async function openMediaKit(page: Page) {
    await page.goto(partnerPath.es)
    const opener = page.getByTestId('open-media-kit')
    await hydrated(opener)
    await opener.click()
    const dialog = page.getByTestId('media-kit-dialog')
    await expect(dialog).toBeVisible()
    return dialog
  }

  test('on the page', async ({ page }) => {
    await page.goto(partnerPath.es)
    expect(await axeViolations(page, '#main')).toEqual([])
  })

  test('in a dialog', async ({ page }) => {
    await openMediaKit(page)
    expect(await axeViolations(page, '#main')).toEqual([])
  })

  test('in a dialog with errors shown', async ({ page }) => {
    const dialog = await openMediaKit(page)
    await dialog.getByRole('button', { name: t('es', 'forms_media_kit_submit') }).click()
    await expect(dialog.locator('[data-field-error]').first()).toBeVisible()
    expect(await axeViolations(page, '#main')).toEqual([])
  })
})

test(
  'without a reCAPTCHA key the script is not loaded and no notice is shown',
  oneWidth,
  async ({ page }) => {
    const google: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('recaptcha')) google.push(r.url())
    })
    const { dialog } = await openBook(page)
    await expect(dialog.getByTestId('recaptcha-notice')).toHaveCount(0)
    expect(google).toEqual([])
  },
)

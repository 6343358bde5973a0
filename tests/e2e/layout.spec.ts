import { expect, msg, test, oneWidth } from './fixtures'
import { waitForHydration } from './community-helpers'
import { openOverlay } from './overlay'

test('the language switcher opens, closes outside and on Escape, and switches to the same page', async ({
  page,
  context,
}) => {
  await page.goto('/community/benefits')
  await page.goto('/es/comunidad')
  const switcher = page.getByTestId('language-switcher')
  const button = switcher.getByRole('button')
  await openOverlay(page, switcher.locator('ul'), button)
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.mouse.click(8, 500)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  await button.click()
  await switcher.getByRole('link', { name: /Português/ }).click()
  await expect(page).toHaveURL(/\/pt\/comunidade$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
  await expect(page.locator('h1')).toHaveText(msg('pt', 'page_community_heading', { siteName: 'Nestwell' }))
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_locale')
  expect(cookie?.value).toBe('pt')
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')
  // About 365 days.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400)
  // The history entry was replaced: back goes to the page before the Spanish one.
  await page.goBack()
  await expect(page).toHaveURL(/\/community\/benefits$/)
})

test('the switcher keeps the slug of a post page', oneWidth, async ({ page }) => {
  await page.goto('/community/experts/ines-carvalho')
  const switcher = page.getByTestId('language-switcher')
  // openOverlay waits for the button's hydration: a click before it is lost.
  await openOverlay(page, switcher.locator('ul'), switcher.getByRole('button'))
  await switcher.getByRole('link', { name: /Español/ }).click()
  await expect(page).toHaveURL(/\/es\/comunidad\/expertos\/ines-carvalho$/)
})

test.describe('burger menu', oneWidth, () => {
  // The burger exists below 1280 px, so both projects run this at phone width.
  test.use({ viewport: { width: 390, height: 844 } })

  test('locks scrolling, closes on a link click, on Escape and when the window widens', async ({ page }) => {
    await page.goto('/')
    const burger = page.getByTestId('burger')
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeHidden()
    await openOverlay(page, menu, burger)
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')

    await menu.getByRole('link', { name: msg('en', 'nav_community') }).click()
    await expect(page).toHaveURL(/\/community$/)
    await expect(menu).toBeHidden()
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('')

    await burger.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await burger.click()
    await expect(menu).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(menu).toBeHidden()
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('')
  })
})

test(
  'the header links point at the current locale and careers opens in a new tab',
  oneWidth,
  async ({ page }) => {
    await page.goto('/pt')
    const careers = page.locator('a[target="_blank"]', { hasText: msg('pt', 'nav_careers') }).first()
    await expect(careers).toHaveAttribute('rel', /noopener/)
    const footer = page.locator('footer')
    await expect(footer.locator('a[href="/pt/privacy-policy"]')).toBeVisible()
    await expect(footer.locator('a[href="/pt/terms-of-use"]')).toBeVisible()
    for (const badge of await footer.locator('svg[role="img"]').all()) {
      await expect(badge).toHaveAttribute('width', '85')
      await expect(badge).toHaveAttribute('height', '85')
    }
    for (const network of ['Instagram', 'Facebook', 'X (Twitter)', 'LinkedIn']) {
      await expect(
        footer.getByRole('link', { name: new RegExp(network.replace(/[()]/g, '\\$&')) }),
      ).toBeVisible()
    }
  },
)

test('a link with an anchor scrolls to it, and navigation scrolls to the top', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.locator('footer a[href="/terms-of-use"]').click()
  await expect(page).toHaveURL(/\/terms-of-use$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test(
  'a visitor who scrolls before the page has woken up stays where they scrolled',
  oneWidth,
  async ({ page }) => {
    // A slow phone: the page's code arrives only after the visitor has started reading down.
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await page.locator('footer').waitFor({ state: 'attached' })
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
    release()
    await waitForHydration(page, 'header')
    // The router's first render ends after the header hydrates; a quiet network comes after it.
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => window.scrollY)).toBe(900)
  },
)

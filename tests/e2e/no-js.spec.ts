// Issue 27 (visitor review m6): without JavaScript the header still navigates (a <details> menu
// with the links and the languages) and the cookie banner, whose buttons could not work, is gone.
import enPregnancy from '../../messages/pregnancy/en.json' with { type: 'json' }
import { expect, msg, test } from './fixtures'

test.describe('without JavaScript (m6)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the header opens a menu of links and languages, and there is no cookie banner', async ({ page }) => {
    await page.goto('/')
    // Nothing here runs analytics, so there is nothing to consent to.
    await expect(page.getByTestId('consent-banner')).toBeHidden()
    // The buttons that need a script are gone; a <details> menu stands in.
    await expect(page.getByTestId('burger')).toBeHidden()
    await expect(page.getByTestId('language-switcher')).toBeHidden()
    const menu = page.getByTestId('nojs-menu')
    await menu.locator('summary').click()
    const links = menu.getByRole('navigation')
    await expect(links.getByRole('link', { name: enPregnancy.pregnancy_nav, exact: true })).toBeInViewport()
    const spanish = menu.getByRole('link', { name: /Español/ })
    await expect(spanish).toHaveAttribute('hreflang', 'es')
    await expect(spanish).toHaveAttribute('lang', 'es')
    await expect(spanish).toHaveAttribute('href', '/es')
    await links.getByRole('link', { name: msg('en', 'nav_community'), exact: true }).click()
    await expect(page).toHaveURL(/\/community$/)

    // The same page in another language, from the menu.
    await page.getByTestId('nojs-menu').locator('summary').click()
    await page
      .getByTestId('nojs-menu')
      .getByRole('link', { name: /Português/ })
      .click()
    await expect(page).toHaveURL(/\/pt\/comunidade$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
  })

  test('a wide screen keeps its links and gets the languages from the same <details>', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/es/comunidad')
    await expect(page.getByRole('navigation', { name: msg('es', 'nav_main_label') })).toBeVisible()
    const menu = page.getByTestId('nojs-menu')
    await menu.locator('summary').click()
    await expect(menu.getByRole('navigation')).toBeHidden()
    await menu.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL(/\/community$/)
  })
})

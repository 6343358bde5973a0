// What every page type owes a visitor with assistive technology: unique ids (the logo's gradient
// was repeated), landmarks named apart, and a 404 with a title and a way on.
import type { Page } from '@playwright/test'
import { axeViolations } from './a11y'
import { expect, locales, msg, prefix, test, oneWidth } from './fixtures'
import { screens } from './routes'

const notFound = {
  name: '404',
  paths: { en: '/no-such-page', es: '/es/no-such-page', pt: '/pt/no-such-page' },
}

/** Ids used more than once, and landmarks of one role sharing a name (hidden ones included). */
async function duplicates(page: Page) {
  return page.evaluate(() => {
    const counts = new Map<string, number>()
    for (const element of document.querySelectorAll('[id]'))
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    const ids = [...counts].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`)

    const implicit: Record<string, string> = { NAV: 'navigation', MAIN: 'main', ASIDE: 'complementary' }
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby')
      if (labelledBy) {
        return labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
      }
      return element.getAttribute('aria-label')?.trim() ?? ''
    }
    const landmarks = new Map<string, number>()
    const selector =
      'nav, main, aside, [role="navigation"], [role="main"], [role="complementary"], [role="region"], [role="search"], section[aria-label], section[aria-labelledby]'
    for (const element of document.querySelectorAll(selector)) {
      const role = element.getAttribute('role') ?? implicit[element.tagName] ?? 'region'
      const key = `${role} "${nameOf(element)}"`
      landmarks.set(key, (landmarks.get(key) ?? 0) + 1)
    }
    const names = [...landmarks].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`)
    return { ids, names }
  })
}

// The 404 screens answer 404, which the browser logs.
test.use({ allowedConsoleErrors: /status of 404/ })

for (const locale of locales) {
  test(`no duplicate ids or landmark names on any page type (${locale})`, async ({ page }) => {
    test.setTimeout(90_000)
    for (const screen of [...screens, notFound]) {
      await page.goto(screen.paths[locale])
      // After hydration as well as in the server HTML.
      await page.waitForLoadState('load')
      expect(await duplicates(page), screen.name).toEqual({ ids: [], names: [] })
    }
  })

  test(`the 404 page has a title and a way on (${locale})`, oneWidth, async ({ page }) => {
    const response = await page.goto(`${prefix(locale)}/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(msg(locale, 'error_not_found_title'))
    const wayOn = page.getByTestId('error-page')
    await expect(wayOn.getByRole('link', { name: msg(locale, 'error_back_home') })).toHaveAttribute(
      'href',
      locale === 'en' ? '/' : `/${locale}`,
    )
    await expect(wayOn.getByRole('link', { name: msg(locale, 'error_go_community') })).toBeVisible()
    await expect(wayOn.getByRole('link', { name: msg(locale, 'error_go_search') })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    // Client-side navigation from it works.
    await wayOn.getByRole('link', { name: msg(locale, 'error_go_search') }).click()
    await expect(page).toHaveURL(new RegExp(screens.find((s) => s.name === 'search')!.paths[locale]))
  })
}

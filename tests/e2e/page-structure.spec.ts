// What every page type owes a visitor, in each locale: its language, the site's layout, a title,
// links that keep the locale; and what it owes assistive technology: unique ids (the logo's
// gradient was repeated), landmarks named apart, and a 404 with a title and a way on. One page
// visits every page type in turn: a test per page type spent most of its time opening a browser
// context and fetching the same scripts again (issue 28). Once, at 1280 px: the server sends one
// document for every width and CSS lays it out, so ids, landmarks and links are the same at 390 px;
// what a phone shows of every screen is checked by the phone-menu sweep (overlays.spec.ts), which
// opens each one at 390 px anyway.
import type { Page } from '@playwright/test'
import { axeViolations } from './a11y'
import { type Locale, expect, languageTag, locales, msg, prefix, test, oneWidth } from './fixtures'
import { type Screen, notFound, screens } from '../support/routes'

const localizedWords: Record<Locale, string[]> = {
  en: ['/community', '/partner-with-us'],
  es: ['/es/comunidad', '/es/asociate-con-nosotros'],
  pt: ['/pt/comunidade', '/pt/parceiro-conosco'],
}

/** The page type answers itself (no redirect), in its language, with the site's layout. */
async function rendersWithLayout(page: Page, screen: Screen, locale: Locale) {
  const response = await page.goto(screen.paths[locale])
  expect(response?.status()).toBe(200)
  // No redirect happened on the way: the URL is the one asked for.
  expect(new URL(page.url()).pathname).toBe(screen.paths[locale])
  await expect(page.locator('html')).toHaveAttribute('lang', languageTag[locale])
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page).toHaveTitle(/Nestwell/)

  // The switcher's links (with hreflang) are the only ones that leave the locale.
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) {
    expect(href, 'double locale prefix').not.toMatch(/^\/(es|pt)\/(es|pt)(\/|$)/)
    if (locale !== 'en' && !href.startsWith('/api/') && !href.startsWith('/images/')) {
      expect(href, `link in ${locale} page keeps the locale`).toMatch(new RegExp(`^/${locale}(/|$|#|\\?)`))
    }
  }
  for (const word of localizedWords[locale]) {
    expect(hrefs).toContain(word)
  }
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
  test(
    `every page type renders in ${locale} with its layout, unique ids and landmark names`,
    oneWidth,
    async ({ page }) => {
      test.setTimeout(180_000)
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await rendersWithLayout(page, screen, locale)
          expect(await duplicates(page), screen.name).toEqual({ ids: [], names: [] })
        })
      }
      await test.step(notFound.name, async () => {
        await page.goto(notFound.paths[locale])
        expect(await duplicates(page), notFound.name).toEqual({ ids: [], names: [] })
      })
    },
  )

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

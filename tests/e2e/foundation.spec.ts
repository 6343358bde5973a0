import { expect, locales, msg, prefix, test, oneWidth } from './fixtures'
import { screens } from '../support/routes'
import { DELIBERATE_ERROR, FAILING_PAGE, FAIL_DATABASE_HEADER } from '../support/test-server/constants'

test(
  'every route answers directly in every locale: no redirect loop, no trailing slash',
  oneWidth,
  async ({ request }) => {
    for (const screen of screens) {
      for (const locale of locales) {
        const response = await request.get(screen.paths[locale], {
          maxRedirects: 0,
          headers: { 'sec-fetch-dest': 'document' },
        })
        expect(response.status(), screen.paths[locale]).toBe(200)
      }
    }
  },
)

test(
  'an English path under a locale prefix redirects once to its translated words',
  oneWidth,
  async ({ request }) => {
    const response = await request.get('/es/community', {
      maxRedirects: 0,
      headers: { 'sec-fetch-dest': 'document' },
    })
    expect([301, 302, 307, 308]).toContain(response.status())
    const location = new URL(response.headers().location ?? '', 'http://x').pathname
    expect(location).toBe('/es/comunidad')
    const final = await request.get(location, { maxRedirects: 0, headers: { 'sec-fetch-dest': 'document' } })
    expect(final.status()).toBe(200)
  },
)

test('a trailing slash redirects to the path without it', oneWidth, async ({ request }) => {
  for (const [from, to] of [
    ['/community/', '/community'],
    ['/es/', '/es'],
    ['/pt/comunidade/', '/pt/comunidade'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location).toBe(to)
  }
})

test('legacy paths answer 301 to their targets under every prefix', oneWidth, async ({ request }) => {
  const cases: Array<[string, string]> = []
  for (const p of ['', '/es', '/pt']) {
    cases.push([`${p}/data_revocation`, `${p}/data-revocation`])
    cases.push([`${p}/refund_policy`, `${p}/refund-policy`])
    cases.push([`${p}/community/terms`, `${p}/terms-of-use-community`])
    cases.push([`${p}/null`, p || '/'])
    for (const [code, target] of [
      ['en', ''],
      ['es', '/es'],
      ['pt', '/pt'],
    ]) {
      cases.push([`${p}/privacy_policy/${code}`, `${target}/privacy-policy`])
    }
    for (const [code, target] of [
      ['en', ''],
      ['esp', '/es'],
      ['pt', '/pt'],
    ]) {
      cases.push([`${p}/termsofuse/${code}`, `${target}/terms-of-use`])
    }
    for (const [code, target] of [
      ['en', ''],
      ['us', ''],
      ['br', '/pt'],
      ['mx', '/es'],
    ]) {
      cases.push([`${p}/terms/${code}`, `${target}/terms-of-use`])
    }
    for (const [code, target] of [
      ['en', ''],
      ['br', '/pt'],
      ['mx', '/es'],
    ]) {
      cases.push([`${p}/data_processing/${code}`, `${target}/data-processing`])
    }
  }
  cases.push(['/es/sitemap.xml', '/sitemap.xml'], ['/pt/sitemap.xml', '/sitemap.xml'])
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
    if (!to.endsWith('.xml')) {
      const target = await request.get(to, { maxRedirects: 0 })
      expect(target.status(), `${from} → ${to}`).toBe(200)
    }
  }
})

test(
  'the bare root follows the language cookie, but not for crawlers',
  oneWidth,
  async ({ request, page, context }) => {
    const toSpanish = await request.get('/', { maxRedirects: 0, headers: { cookie: 'i18n_locale=es' } })
    expect(toSpanish.status()).toBe(302)
    expect(toSpanish.headers().location).toBe('/es')
    const bot = await request.get('/', {
      maxRedirects: 0,
      headers: { cookie: 'i18n_locale=pt', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    })
    expect(bot.status()).toBe(200)

    await context.addCookies([{ name: 'i18n_locale', value: 'pt', url: test.info().project.use.baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/pt$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
    // The URL decides: an explicit /es page stays Spanish whatever the cookie says.
    await page.goto('/es/comunidad')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES')
  },
)

test.describe('error pages', () => {
  // The failed loader reaches the browser with the page's state (logged there), saying only
  // "Internal error": never the query, its parameters or the failure's own words.
  test.use({ allowedConsoleErrors: /status of (404|500)|^Error: Internal error(\n|$)/ })
  for (const locale of locales) {
    test(`unknown path is a 404 page in ${locale}`, async ({ page }) => {
      const path = `${prefix(locale)}/no-such-page-here`
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-status')).toHaveText('404')
      await expect(page.locator('h1')).toHaveText(msg(locale, 'error_not_found', { path }))
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })

    test(`an unhandled error shows the error page in ${locale}`, async ({ page }) => {
      // A real page whose database fails (the test server's switch, decision 042).
      await page.setExtraHTTPHeaders({ [FAIL_DATABASE_HEADER]: '1' })
      const response = await page.goto(`${prefix(locale)}${FAILING_PAGE}`)
      expect(response?.status()).toBe(500)
      const html = await response!.text()
      expect(html).not.toContain(DELIBERATE_ERROR)
      expect(html).not.toMatch(/Failed query|select |token_hash/i)
      await expect(page.getByTestId('error-status')).toHaveText('500')
      await expect(page.locator('h1')).toHaveText(msg(locale, 'error_generic'))
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }
})

test.describe('crawlers', () => {
  test.use({
    allowedConsoleErrors: /status of 500|^Error: Internal error(\n|$)/,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  test('a crawler gets no error screen: the error is only logged', oneWidth, async ({ page }) => {
    await page.setExtraHTTPHeaders({ [FAIL_DATABASE_HEADER]: '1' })
    const response = await page.goto(FAILING_PAGE)
    expect(response?.status()).toBe(500)
    await expect(page.getByTestId('error-page')).toHaveCount(0)
    await expect(page.getByTestId('crawler-error')).toBeAttached()
  })
})

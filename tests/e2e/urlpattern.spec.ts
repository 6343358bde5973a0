// Browsers without URLPattern (Safari before 26, Firefox before 142) load the polyfill before
// hydration; the others never download it.
import { expect, test } from './fixtures'
import { waitForHydration } from './community-helpers'

test('a browser without URLPattern loads the polyfill, hydrates and navigates in its locale', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // biome-ignore lint/performance/noDelete: the point is a browser that lacks it
    delete (globalThis as { URLPattern?: unknown }).URLPattern
  })
  const polyfill = page.waitForRequest((request) => /urlpattern-polyfill/.test(request.url()))
  await page.goto('/es')
  await polyfill
  await waitForHydration(page)
  await page.evaluate(() => {
    ;(window as { __sameDocument?: boolean }).__sameDocument = true
  })
  // The footer's links are on screen at every width (the header's sit in the burger on phones).
  const link = page.locator('footer a[href^="/es/"]').first()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/es\/[a-z-]+/)
  await link.scrollIntoViewIfNeeded()
  await waitForHydration(page, 'footer')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  // A client-side navigation: the same document, localized by the polyfilled URLPattern.
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('a browser with URLPattern never downloads the polyfill', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/pt')
  await waitForHydration(page)
  expect(requested.some((url) => /urlpattern-polyfill/.test(url))).toBe(false)
})

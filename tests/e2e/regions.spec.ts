// The region's contacts (spec: cookie, then the regions list's highlighted region, then the
// default; stored 30 days): pages carry every contact and the browser shows the region's
// (decision 031), from the cookie or from the small uncached answer that sets it.
import { expect, test, oneWidth } from './fixtures'

const fourOffices = ['hong_kong', 'us', 'mexico', 'brazil']
const visibleContacts = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('footer-contacts')
    .locator('[data-contact]')
    .locator('visible=true')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-contact')))

test.describe('a visitor from the US', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } })
  test('sees the one US contact and keeps the region in a cookie', async ({ page, context }) => {
    await page.goto('/community')
    await expect(page.locator('html')).toHaveAttribute('data-region', 'US')
    await expect.poll(() => visibleContacts(page)).toEqual(['us'])
    const cookie = (await context.cookies()).find((c) => c.name === 'client_region')
    expect(cookie?.value).toBe('US')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400)
  })
})

test.describe('a visitor from Brazil', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'BR' } })
  test('sees the four offices', async ({ page }) => {
    await page.goto('/pt')
    await expect(page.locator('html')).toHaveAttribute('data-region', 'BR')
    await expect.poll(() => visibleContacts(page)).toEqual(fourOffices)
  })

  test('the region cookie wins over the header', async ({ page, context }) => {
    await context.addCookies([{ name: 'client_region', value: 'US', url: test.info().project.use.baseURL! }])
    await page.goto('/es')
    await expect(page.locator('html')).toHaveAttribute('data-region', 'US')
    await expect.poll(() => visibleContacts(page)).toEqual(['us'])
  })
})

test('an unknown country falls back to the default region MX_CAM with the four offices', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-region', 'MX_CAM')
  await expect.poll(() => visibleContacts(page)).toEqual(fourOffices)
})

test(
  'a server-rendered page needs no tRPC request after hydration but the region, once',
  oneWidth,
  async ({ page, context }) => {
    // Save-data turns link prefetching off, so any request would be a refetch of rendered data.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
    })
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/trpc')) calls.push(new URL(request.url()).pathname)
    })
    await page.goto('/es/comunidad/beneficios')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('footer')).toBeVisible()
    // A new visitor asks for the region once (it sets the cookie) ...
    expect(calls).toEqual(['/api/trpc/regions.current'])
    // ... and a visitor with the cookie asks nothing.
    expect((await context.cookies()).some((c) => c.name === 'client_region')).toBe(true)
    calls.length = 0
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(calls).toEqual([])
  },
)

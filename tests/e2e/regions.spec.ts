import { expect, test } from './fixtures'

const fourOffices = ['hong_kong', 'us', 'mexico', 'brazil']

test.describe('a visitor from the US', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } })
  test('sees the one US contact, rendered by the server, and keeps the region in a cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/community')
    const contacts = page.getByTestId('footer-contacts')
    await expect(contacts).toHaveAttribute('data-region', 'US')
    await expect(contacts.locator('[data-contact]')).toHaveCount(1)
    await expect(contacts.locator('[data-contact="us"]')).toBeVisible()
    const cookie = (await context.cookies()).find((c) => c.name === 'client_region')
    expect(cookie?.value).toBe('US')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400)
  })
})

test.describe('a visitor from Brazil', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'BR' } })
  test('sees the four offices', async ({ page }) => {
    await page.goto('/pt')
    const contacts = page.getByTestId('footer-contacts')
    await expect(contacts).toHaveAttribute('data-region', 'BR')
    await expect(contacts.locator('[data-contact]')).toHaveCount(4)
    const ids = await contacts
      .locator('[data-contact]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-contact')))
    expect(ids).toEqual(fourOffices)
  })

  test('the region cookie wins over the header', async ({ page, context }) => {
    await context.addCookies([{ name: 'client_region', value: 'US', url: test.info().project.use.baseURL! }])
    await page.goto('/es')
    await expect(page.getByTestId('footer-contacts')).toHaveAttribute('data-region', 'US')
    await expect(page.getByTestId('footer-contacts').locator('[data-contact]')).toHaveCount(1)
  })
})

test('an unknown country falls back to the default region MX_CAM with the four offices', async ({ page }) => {
  await page.goto('/')
  const contacts = page.getByTestId('footer-contacts')
  await expect(contacts).toHaveAttribute('data-region', 'MX_CAM')
  await expect(contacts.locator('[data-contact]')).toHaveCount(4)
})

test('a server-rendered page needs no tRPC request after hydration', async ({ page }) => {
  // Save-data turns link prefetching off, so any request would be a refetch of rendered data.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
  })
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc')) calls.push(request.url())
  })
  await page.goto('/es/comunidad/beneficios')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('footer')).toBeVisible()
  expect(calls).toEqual([])
})

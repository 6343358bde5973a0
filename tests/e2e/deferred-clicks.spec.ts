// A control clicked before its deferred part has hydrated must not lose the click: the footer
// hydrates late (decision 022), and its "Cookie settings" is how a visitor withdraws consent.
import { answeredConsent, expect, test } from './fixtures'

test('"Cookie settings" clicked before the footer hydrates opens the consent settings', async ({ page }) => {
  await answeredConsent(page.context())
  // Hold the footer's code (the root route's split chunk) until the click has been made.
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  let markHeld!: () => void
  const heldOnce = new Promise<void>((resolve) => {
    markHeld = resolve
  })
  await page.route(/\/assets\/__root-[\w-]+\.js$/, async (route) => {
    held++
    markHeld()
    await released
    await route.continue()
  })
  await page.goto('/')
  const button = page.getByTestId('cookie-settings')
  await button.scrollIntoViewIfNeeded()
  // Events, not polls: each wait is bounded by the test's time limit only.
  await heldOnce
  expect(held, 'the footer chunk was requested and held').toBeGreaterThan(0)
  // Not hydrated yet: the boundary still carries its pending marker.
  const marker = () =>
    page.evaluate(() =>
      document.querySelector('footer')?.closest('[data-deferred]')?.getAttribute('data-deferred'),
    )
  expect(await marker()).toBe('pending')
  await button.click()
  await expect(page.getByTestId('consent-banner')).toBeHidden()
  release()
  await page.locator('[data-deferred="hydrated"] footer').waitFor({ state: 'attached' })
  expect(await marker(), 'the footer hydrated').toBe('hydrated')
  await expect(page.getByTestId('consent-banner')).toBeVisible()
  await expect(page.getByTestId('consent-refuse')).toBeVisible()
})

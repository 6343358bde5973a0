// Issue 27 (visitor review m4): on a phone a calculator's answer appears below the fold; it is
// brought into view, as little as needed, and the results region is a polite live region.
import enTools from '../../messages/tools/en.json' with { type: 'json' }
import ptTools from '../../messages/tools/pt.json' with { type: 'json' }
import { waitForHydration } from './community-helpers'
import { type Locale, answeredConsent, expect, test } from './fixtures'
import { screen } from '../support/routes'

const tools = { en: enTools, pt: ptTools } as Record<'en' | 'pt', Record<string, string>>
const path = (name: string, locale: Locale) => screen(name).paths[locale]

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  for (const { name, field, result } of [
    { name: 'due-date', field: 'tools_period_label', result: 'due-date' },
    { name: 'ovulation', field: 'tools_period_label', result: 'ovulation-day' },
    { name: 'cycle', field: 'tools_period_label', result: 'not-contraception' },
  ] as const) {
    test(`the ${name} calculator brings its answer into view (m4)`, async ({ page }) => {
      await answeredConsent(page.context())
      await page.goto(path(name, 'pt'))
      await waitForHydration(page)
      const date = page.getByLabel(tools.pt![field]!, { exact: true })
      await date.scrollIntoViewIfNeeded()
      await expect(page.getByTestId(result)).toHaveCount(0)
      await expect(page.getByTestId('tool-results')).toHaveAttribute('aria-live', 'polite')
      const recent = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
      await date.fill(recent)
      await expect(page.getByTestId(result)).toBeInViewport({ ratio: 1 })
      // Only as far as needed: the field the visitor typed in is still on screen.
      await expect(date).toBeInViewport()
    })
  }

  test('with less motion asked for, the answer still comes into view, and above the banner (m4)', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path('due-date', 'en'))
    await waitForHydration(page)
    const date = page.getByLabel(tools.en!.tools_period_label!, { exact: true })
    await date.scrollIntoViewIfNeeded()
    await date.fill(new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10))
    const due = page.getByTestId('due-date')
    await expect(due).toBeInViewport({ ratio: 1 })
    const banner = (await page.getByTestId('consent-banner').boundingBox())!
    await expect
      .poll(async () => (await due.boundingBox())!.y + (await due.boundingBox())!.height)
      .toBeLessThanOrEqual(banner.y)
  })
})

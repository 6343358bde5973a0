// Issue 27 (visitor review m1): on a phone the cookie banner is compact, leaves the home page's
// store buttons in view, keeps its two answers alike, and shows the current choice when reopened.
import enPlatform from '../../messages/platform/en.json' with { type: 'json' }
import esPlatform from '../../messages/platform/es.json' with { type: 'json' }
import ptPlatform from '../../messages/platform/pt.json' with { type: 'json' }
import { axeViolations } from './a11y'
import { waitForHydration } from './community-helpers'
import { type Locale, expect, locales, test } from './fixtures'
import { clickInFooter } from './platform-helpers'
import { screen } from '../support/routes'

const platform = { en: enPlatform, es: esPlatform, pt: ptPlatform } as Record<Locale, Record<string, string>>
const path = (name: string, locale: Locale) => screen(name).paths[locale]

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  for (const locale of locales) {
    test(`the cookie banner is compact and leaves the store buttons visible (${locale}, m1)`, async ({
      page,
    }) => {
      await page.goto(path('home', locale))
      await waitForHydration(page, 'header')
      const banner = page.getByTestId('consent-banner')
      const box = (await banner.boundingBox())!
      // It took 252-292 px of the 844 (a third); now under a quarter.
      expect(box.height).toBeLessThanOrEqual(200)
      const badges = (await page.getByTestId('store-badges').first().boundingBox())!
      expect(badges.y + badges.height).toBeLessThanOrEqual(box.y)
      // Refusing is as easy as accepting: the same size, look and one line each.
      const refuse = page.getByTestId('consent-refuse')
      const accept = page.getByTestId('consent-accept')
      const [r, a] = [(await refuse.boundingBox())!, (await accept.boundingBox())!]
      expect(Math.abs(r.width - a.width)).toBeLessThan(2)
      expect(r.height).toBe(a.height)
      expect(r.height).toBeLessThanOrEqual(46)
      expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'))
      expect(await axeViolations(page, '[data-testid="consent-banner"]')).toEqual([])
      // Focus order: the policy link, then refuse, then accept.
      await banner.getByRole('link').focus()
      await page.keyboard.press('Tab')
      await expect(refuse).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(accept).toBeFocused()
    })
  }

  test('reopened, the cookie banner shows the current choice (m1)', async ({ page }) => {
    // Accepting loads the tag manager (no internet here): an empty script stands in.
    await page
      .context()
      .route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
      )
    await page.goto(path('home', 'es'))
    await waitForHydration(page, 'header')
    const banner = page.getByTestId('consent-banner')
    await expect(page.getByTestId('consent-refuse')).not.toHaveAttribute('aria-pressed')
    await page.getByTestId('consent-accept').click()
    await expect(banner).toBeHidden()

    await clickInFooter(page, page.getByTestId('cookie-settings'))
    await expect(banner).toBeVisible()
    await expect(banner.getByTestId('consent-current')).toHaveText(
      platform.es!.platform_consent_current_granted!,
    )
    await expect(page.getByTestId('consent-accept')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('consent-refuse')).toHaveAttribute('aria-pressed', 'false')
    expect(await axeViolations(page, '[data-testid="consent-banner"]')).toEqual([])
    await page.getByTestId('consent-refuse').click()
    await expect(banner).toBeHidden()

    await clickInFooter(page, page.getByTestId('cookie-settings'))
    await expect(banner.getByTestId('consent-current')).toHaveText(
      platform.es!.platform_consent_current_denied!,
    )
    await expect(page.getByTestId('consent-refuse')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('consent-accept')).toHaveAttribute('aria-pressed', 'false')
  })
})

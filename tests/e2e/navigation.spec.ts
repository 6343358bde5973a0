// Issue 27 (visitor review M5): the pregnancy guide and the two calculators are in the wide
// header and the phone menu in each locale, and the header stays one row at every width.
import type { Page } from '@playwright/test'
import enPregnancy from '../../messages/pregnancy/en.json' with { type: 'json' }
import esPregnancy from '../../messages/pregnancy/es.json' with { type: 'json' }
import ptPregnancy from '../../messages/pregnancy/pt.json' with { type: 'json' }
import enTools from '../../messages/tools/en.json' with { type: 'json' }
import esTools from '../../messages/tools/es.json' with { type: 'json' }
import ptTools from '../../messages/tools/pt.json' with { type: 'json' }
import { waitForHydration } from './community-helpers'
import { type Locale, answeredConsent, expect, locales, msg, test } from './fixtures'
import { pathsOf, screen } from '../support/routes'

const pregnancy = { en: enPregnancy, es: esPregnancy, pt: ptPregnancy } as Record<
  Locale,
  Record<string, string>
>
const tools = { en: enTools, es: esTools, pt: ptTools } as Record<Locale, Record<string, string>>
const path = (name: string, locale: Locale) => screen(name).paths[locale]
const hubPath = pathsOf('/pregnancy')

/** The header's guide and calculators: [short label (wide header), full name (phone menu), href]. */
function healthLinks(locale: Locale) {
  return [
    [msg(locale, 'nav_pregnancy'), pregnancy[locale]!.pregnancy_nav!, hubPath[locale]],
    [msg(locale, 'nav_due_date'), tools[locale]!.tools_due_title!, path('due-date', locale)],
    [msg(locale, 'nav_ovulation'), tools[locale]!.tools_ovulation_title!, path('ovulation', locale)],
  ] as const
}

/** The header stays one row inside the viewport: nothing wraps, overflows or leaves the screen. */
async function expectHeaderWhole(page: Page) {
  const header = page.locator('header').first()
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(66)
  const overflow = await page.evaluate(() => {
    const row = document.querySelector('header > div')!
    const outside = [...row.querySelectorAll('a, button')]
      .filter((element) => element.checkVisibility())
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.right > window.innerWidth + 0.5 || box.left < -0.5 || box.height > 48)
    return { scroll: row.scrollWidth - row.clientWidth, outside: outside.length }
  })
  expect(overflow).toEqual({ scroll: 0, outside: 0 })
}

test.describe('the guide and the calculators in the navigation (M5)', () => {
  for (const locale of locales) {
    test(`in the header at 1280 px and in the phone menu (${locale})`, async ({ page }) => {
      await answeredConsent(page.context())
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path('home', locale))
      await waitForHydration(page, 'header')
      const main = page.getByRole('navigation', { name: msg(locale, 'nav_main_label') })
      for (const [short, , href] of healthLinks(locale)) {
        await expect(main.getByRole('link', { name: short, exact: true })).toHaveAttribute('href', href)
        await expect(main.getByRole('link', { name: short, exact: true })).toBeInViewport({ ratio: 1 })
      }
      await expect(page.getByTestId('burger')).toBeHidden()
      await expectHeaderWhole(page)
      // A client-side visit to the guide marks its link as the current section.
      await main.getByRole('link', { name: msg(locale, 'nav_pregnancy'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${hubPath[locale]}$`))
      await expect(
        main.getByRole('link', { name: msg(locale, 'nav_pregnancy'), exact: true }),
      ).toHaveAttribute('data-status', 'active')

      await page.setViewportSize({ width: 390, height: 844 })
      await expectHeaderWhole(page)
      const menu = page.getByTestId('mobile-menu')
      await page.getByTestId('burger').click()
      for (const [, full, href] of healthLinks(locale)) {
        await expect(menu.getByRole('link', { name: full, exact: true })).toHaveAttribute('href', href)
        await expect(menu.getByRole('link', { name: full, exact: true })).toBeInViewport()
      }
      await menu.getByRole('link', { name: tools[locale]!.tools_due_title!, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path('due-date', locale)}$`))
      await expect(menu).toBeHidden()
    })
  }

  test('between 390 and 1279 px the burger holds them, and the header stays one row', async ({ page }) => {
    await answeredConsent(page.context())
    await page.goto(path('home', 'es'))
    await waitForHydration(page, 'header')
    for (const width of [390, 768, 1024, 1279]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.getByTestId('burger')).toBeVisible()
      await expectHeaderWhole(page)
    }
  })
})

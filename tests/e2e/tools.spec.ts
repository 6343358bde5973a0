// The calculators (due date, ovulation) in the three locales: known answers in the locale's date
// format, keyboard use, axe, and nothing a visitor enters leaving the page. And the media kit PDF.
import en from '../../messages/tools/en.json' with { type: 'json' }
import es from '../../messages/tools/es.json' with { type: 'json' }
import pt from '../../messages/tools/pt.json' with { type: 'json' }
import { axeViolations } from './a11y'
import { daysAgo, expectNothingSent, openOnKnownDay, pattern, recordRequests } from './calculator-helpers'
import { waitForHydration } from './community-helpers'
import { expect, type Locale, locales, test, oneWidth } from './fixtures'
import { pathsOf, screen } from '../support/routes'
import { settled } from './gestures'

const words = { en, es, pt } as Record<Locale, Record<string, string>>
const path = (name: string, locale: Locale) => screen(name).paths[locale]
// The week pages' localized paths (core/i18n/paths.ts).
const weekPath = (week: number | string) => pathsOf('/pregnancy/week-{$week}', { week })

// Dates as each locale writes them (Intl with en-US, es-ES, pt-PT), checked by hand.
const known = {
  en: {
    due28: 'Thursday, October 8, 2026',
    due35: 'Thursday, October 15, 2026',
    ovulation: 'Thursday, January 15, 2026',
    month: 'January',
    periods: ['January 29, 2026', 'February 26, 2026', 'March 26, 2026'],
  },
  es: {
    due28: 'jueves, 8 de octubre de 2026',
    due35: 'jueves, 15 de octubre de 2026',
    ovulation: 'jueves, 15 de enero de 2026',
    month: 'enero',
    periods: ['29 de enero de 2026', '26 de febrero de 2026', '26 de marzo de 2026'],
  },
  pt: {
    due28: 'quinta-feira, 8 de outubro de 2026',
    due35: 'quinta-feira, 15 de outubro de 2026',
    ovulation: 'quinta-feira, 15 de janeiro de 2026',
    month: 'janeiro',
    periods: ['29 de janeiro de 2026', '26 de fevereiro de 2026', '26 de março de 2026'],
  },
} as const

for (const locale of locales) {
  const t = words[locale]!
  test.describe(`calculators (${locale})`, () => {
    test('due date: last period, a 35-day cycle, conception and transfer', oneWidth, async ({ page }) => {
      await openOnKnownDay(page, path('due-date', locale))
      const requests = recordRequests(page)
      const results = page.getByTestId('tool-results')
      await expect(results).toHaveAttribute('aria-live', 'polite')
      await expect(results).toContainText(t.tools_due_empty!)

      await page.getByLabel(t.tools_period_label!, { exact: true }).fill('2026-01-01')
      await expect(page.getByTestId('due-date')).toHaveText(known[locale].due28)
      await page.getByLabel(t.tools_cycle_label!, { exact: true }).selectOption('35')
      await expect(page.getByTestId('due-date')).toHaveText(known[locale].due35)

      // Conception on 2026-01-15 is the same pregnancy as a period on 2026-01-01 (28 days).
      await page.getByLabel(t.tools_from_conception!, { exact: true }).check()
      await page.getByLabel(t.tools_conception_label!, { exact: true }).fill('2026-01-15')
      await expect(page.getByTestId('due-date')).toHaveText(known[locale].due28)
      // A day-5 transfer on 2026-01-20 (embryo conceived 2026-01-15): the same due date.
      await page.getByLabel(t.tools_from_transfer!, { exact: true }).check()
      await page.getByLabel(t.tools_transfer_label!, { exact: true }).fill('2026-01-20')
      await page.getByLabel(t.tools_embryo_5!, { exact: true }).check()
      await expect(page.getByTestId('due-date')).toHaveText(known[locale].due28)

      expect(new URL(page.url()).search).toBe('')
      await settled(page)
      expectNothingSent(requests, '2026-01-01', '35', [known[locale].due28, known[locale].due35])
      expectNothingSent(requests, '2026-01-15', '35', [])
      expectNothingSent(requests, '2026-01-20', '35', [])
    })

    test(
      'due date: how far along today, in completed weeks, with that week’s page and the app',
      oneWidth,
      async ({ page }) => {
        await page.goto(path('due-date', locale))
        await waitForHydration(page)
        const field = page.getByLabel(t.tools_period_label!, { exact: true })
        const progress = (weeks: number, days: number) =>
          t
            .tools_progress!.replace('{weeks}', t.tools_weeks_other!.replace('{count}', String(weeks)))
            .replace('{days}', t.tools_days_other!.replace('{count}', String(days)))
        // Completed weeks, as the week pages count them: 10+3 is week 10, 36+3 week 36 (not 37, "full
        // term"), 39+2 week 39 (not 40, "your due date").
        for (const [weeks, days] of [
          [10, 3],
          [36, 3],
          [39, 2],
        ] as const) {
          await field.fill(daysAgo(weeks * 7 + days))
          await expect(page.getByTestId('progress')).toHaveText(progress(weeks, days))
          await expect(page.getByTestId('week-link')).toHaveAttribute('href', weekPath(weeks)[locale])
          await expect(page.getByTestId('week-link')).toHaveText(
            t.tools_week_link!.replace('{week}', String(weeks)),
          )
        }
        // And says which day the weeks are counted from.
        await expect(page.getByTestId('counted-from')).toHaveText(pattern(t.tools_weeks_from_period!))
        await expect(page.getByTestId('tool-get-app').getByTestId('store-badges')).toBeVisible()

        // A 35-day cycle moves the due date, not the weeks: 20+0 since the period is 20 weeks.
        await page.getByLabel(t.tools_cycle_label!, { exact: true }).selectOption('35')
        await field.fill(daysAgo(140))
        await expect(page.getByTestId('progress')).toHaveText(progress(20, 0))
        await expect(page.getByTestId('week-link')).toHaveAttribute('href', weekPath(20)[locale])
        await expect(page.getByTestId('counted-from')).toHaveText(
          pattern(`${t.tools_weeks_from_period} ${t.tools_cycle_later}`, {
            cycle: '35',
            days: t.tools_days_other!.replace('{count}', '7'),
          }),
        )
        // A period three days ago with that long cycle is a real date, not "not started yet".
        await field.fill(daysAgo(3))
        await expect(page.getByTestId('progress')).toHaveText(progress(0, 3))
        await expect(page.getByTestId('week-link')).toHaveAttribute('href', weekPath(1)[locale])
        await expect(page.getByTestId('date-problem')).toHaveCount(0)
      },
    )

    test(
      'due date: a date that cannot be true gets a message and no due date',
      oneWidth,
      async ({ page }) => {
        await page.goto(path('due-date', locale))
        await waitForHydration(page)
        const field = page.getByLabel(t.tools_period_label!, { exact: true })
        // The picker offers only the dates the calculator answers for: 42 weeks back to today.
        await expect(field).toHaveAttribute('max', daysAgo(0))
        await expect(field).toHaveAttribute('min', daysAgo(294))
        const refused = async (message: string) => {
          await expect(page.getByTestId('week-link')).toHaveCount(0)
          await expect(page.getByTestId('progress')).toHaveCount(0)
          await expect(page.getByTestId('due-date')).toHaveCount(0)
          await expect(page.getByTestId('date-problem')).toHaveText(message)
        }
        // A last period in the future.
        await field.fill(daysAgo(-10))
        await refused(t.tools_period_future!)
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        // 50 weeks ago: the due date was long ago.
        await field.fill(daysAgo(350))
        await refused(t.tools_due_too_long_ago!)
        // A conception in the future is no pregnancy under way.
        await page.getByLabel(t.tools_from_conception!, { exact: true }).check()
        await page.getByLabel(t.tools_conception_label!, { exact: true }).fill(daysAgo(-5))
        await refused(t.tools_conception_future!)
        // A transfer still to come: its due date, and no weeks.
        await page.getByLabel(t.tools_from_transfer!, { exact: true }).check()
        await page.getByLabel(t.tools_transfer_label!, { exact: true }).fill(daysAgo(-7))
        await expect(page.getByTestId('progress')).toHaveText(t.tools_transfer_planned_note!)
        await expect(page.getByTestId('due-date')).toBeVisible()
        await expect(page.getByTestId('week-link')).toHaveCount(0)
        await expect(page.getByTestId('date-problem')).toHaveCount(0)
      },
    )

    test(
      'ovulation: fertile window, ovulation day and the next three periods',
      oneWidth,
      async ({ page }) => {
        await openOnKnownDay(page, path('ovulation', locale))
        const requests = recordRequests(page)
        await page.getByLabel(t.tools_period_label!, { exact: true }).fill('2026-01-01')
        await expect(page.getByTestId('ovulation-day')).toHaveText(known[locale].ovulation)
        await expect(page.getByTestId('fertile-window')).toHaveText(
          new RegExp(`^(${known[locale].month}\\s)?10\\s?–\\s?15,? (de ${known[locale].month} de )?2026$`),
        )
        await expect(page.getByTestId('next-periods').locator('li')).toHaveText([...known[locale].periods])
        await page.getByLabel(t.tools_cycle_label!, { exact: true }).selectOption('35')
        await expect(page.getByTestId('next-periods').locator('li').first()).toContainText('5')
        await settled(page)
        expectNothingSent(requests, '2026-01-01', '35', [known[locale].ovulation])
        // The app's box speaks to someone trying to conceive, not to a parent-to-be.
        await expect(page.getByTestId('tool-get-app')).toContainText(t.tools_ovulation_app_text!)
      },
    )

    test(
      'ovulation: a period in the future or more than a cycle ago gets a message, no dates',
      oneWidth,
      async ({ page }) => {
        await page.goto(path('ovulation', locale))
        await waitForHydration(page)
        const field = page.getByLabel(t.tools_period_label!, { exact: true })
        await expect(field).toHaveAttribute('min', daysAgo(28))
        await expect(field).toHaveAttribute('max', daysAgo(0))
        const refused = async (message: string | RegExp) => {
          await expect(page.getByTestId('next-periods')).toHaveCount(0)
          await expect(page.getByTestId('fertile-window')).toHaveCount(0)
          await expect(page.getByTestId('date-problem')).toHaveText(message)
          await expect(field).toHaveAttribute('aria-invalid', 'true')
        }
        // 50 weeks ago: the next period was due 46 weeks ago, and no "next periods" in the past.
        await field.fill(daysAgo(350))
        await refused(pattern(t.tools_ovulation_late!, { cycle: '28' }))
        await field.fill(daysAgo(-3))
        await refused(t.tools_period_future!)
        // Within the last cycle: the next period is never before today.
        await field.fill(daysAgo(20))
        await expect(page.getByTestId('next-periods').locator('li')).toHaveCount(3)
        await expect(page.getByTestId('date-problem')).toHaveCount(0)
      },
    )

    test('works with the keyboard alone, and axe finds nothing', async ({ page }) => {
      await openOnKnownDay(page, path('due-date', locale))
      await page.getByLabel(t.tools_from_period!, { exact: true }).focus()
      await page.keyboard.press('ArrowDown')
      await expect(page.getByLabel(t.tools_from_conception!, { exact: true })).toBeChecked()
      await page.keyboard.press('ArrowUp')
      await expect(page.getByLabel(t.tools_from_period!, { exact: true })).toBeChecked()
      await page.keyboard.press('Tab')
      await expect(page.getByLabel(t.tools_period_label!, { exact: true })).toBeFocused()
      // Month and day are both 01, so the field's order does not matter.
      await page.keyboard.type('01012026')
      await expect(page.getByTestId('due-date')).toHaveText(known[locale].due28)
      expect(await axeViolations(page)).toEqual([])
      await openOnKnownDay(page, path('ovulation', locale))
      await page.getByLabel(t.tools_period_label!, { exact: true }).fill('2026-01-01')
      await expect(page.getByTestId('ovulation-day')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test('the footer links the calculators in each locale', oneWidth, async ({ page }) => {
  for (const locale of locales) {
    await page.goto(path('home', locale))
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: words[locale]!.tools_due_title })).toHaveAttribute(
      'href',
      path('due-date', locale),
    )
    await expect(footer.getByRole('link', { name: words[locale]!.tools_ovulation_title })).toHaveAttribute(
      'href',
      path('ovulation', locale),
    )
  }
})

test(
  'the media kit is a PDF in each locale, linked from the partner page',
  oneWidth,
  async ({ page, request }) => {
    for (const locale of locales) {
      const url = locale === 'en' ? '/media-kit.pdf' : `/${locale}/media-kit.pdf`
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await request.fetch(url, { method })
        expect(response.status(), `${method} ${url}`).toBe(200)
        expect(response.headers()['content-type']).toBe('application/pdf')
        expect(response.headers()['content-disposition']).toBe(
          `inline; filename="nestwell-media-kit-${locale}.pdf"`,
        )
        expect(response.headers()['cache-control']).toContain('max-age=')
        if (method === 'GET') expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
      }
      await page.goto(path('partner', locale))
      await expect(page.getByTestId('media-kit-pdf')).toHaveAttribute('href', url)
      await expect(page.getByTestId('media-kit-pdf')).toHaveText(words[locale]!.tools_media_kit_pdf!)
    }
  },
)

// The calculators (due date, ovulation) in the three locales: known answers in the locale's date
// format, keyboard use, axe, and nothing a visitor enters leaving the page. And the media kit PDF.
import type { Page, Request } from '@playwright/test'
import en from '../../messages/tools/en.json' with { type: 'json' }
import es from '../../messages/tools/es.json' with { type: 'json' }
import pt from '../../messages/tools/pt.json' with { type: 'json' }
import { axeViolations } from './a11y'
import { waitForHydration } from './community-helpers'
import { expect, type Locale, locales, test } from './fixtures'
import { screens } from './routes'

const words = { en, es, pt } as Record<Locale, Record<string, string>>
const path = (name: string, locale: Locale) => screens.find((s) => s.name === name)!.paths[locale]
// The week pages' localized paths (core/i18n/paths.ts).
const weekPath = { en: '/pregnancy/week-', es: '/es/embarazo/semana-', pt: '/pt/gravidez/semana-' }

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

/** The calendar day `days` before today, where the browser is (the tests run on one machine). */
function daysAgo(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() - days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/** No request carries the date in any usual writing, nor the cycle length as a parameter. */
function expectNothingSent(requests: Request[], date: string, cycle: string, shown: string[]) {
  const [y, mo, d] = date.split('-')
  const forms = [
    date,
    `${y}${mo}${d}`,
    `${d}/${mo}/${y}`,
    `${mo}/${d}/${y}`,
    `${Number(mo)}/${Number(d)}/${y}`,
    ...shown,
  ]
  for (const request of requests) {
    const url = decodeURIComponent(request.url())
    const body = request.postData() ?? ''
    for (const form of forms) {
      expect(url, `request to ${url}`).not.toContain(form)
      expect(body, `body of ${url}`).not.toContain(form)
    }
    for (const value of new URL(request.url()).searchParams.values()) expect(value).not.toBe(cycle)
    expect(body).not.toMatch(new RegExp(`\\b${cycle}\\b`))
  }
}

for (const locale of locales) {
  const t = words[locale]!
  test.describe(`calculators (${locale})`, () => {
    test('due date: last period, a 35-day cycle, conception and transfer', async ({ page }) => {
      await page.goto(path('due-date', locale))
      await waitForHydration(page)
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
      await page.waitForTimeout(300)
      expectNothingSent(requests, '2026-01-01', '35', [known[locale].due28, known[locale].due35])
      expectNothingSent(requests, '2026-01-15', '35', [])
      expectNothingSent(requests, '2026-01-20', '35', [])
    })

    test('due date: how far along today, with a link to that week’s page and the app', async ({ page }) => {
      await page.goto(path('due-date', locale))
      await waitForHydration(page)
      // 10 weeks and 3 days since the last period: week 11.
      await page.getByLabel(t.tools_period_label!, { exact: true }).fill(daysAgo(73))
      const weeks = t.tools_weeks_other!.replace('{count}', '10')
      const days = t.tools_days_other!.replace('{count}', '3')
      await expect(page.getByTestId('progress')).toHaveText(
        t.tools_progress!.replace('{weeks}', weeks).replace('{days}', days),
      )
      await expect(page.getByTestId('week-link')).toHaveAttribute('href', `${weekPath[locale]}11`)
      await expect(page.getByTestId('week-link')).toHaveText(t.tools_week_link!.replace('{week}', '11'))
      await expect(page.getByTestId('tool-get-app').getByTestId('store-badges')).toBeVisible()
      // A date in the future is no pregnancy yet.
      await page.getByLabel(t.tools_period_label!, { exact: true }).fill(daysAgo(-30))
      await expect(page.getByTestId('progress')).toHaveText(t.tools_progress_future!)
    })

    test('ovulation: fertile window, ovulation day and the next three periods', async ({ page }) => {
      await page.goto(path('ovulation', locale))
      await waitForHydration(page)
      const requests = recordRequests(page)
      await page.getByLabel(t.tools_period_label!, { exact: true }).fill('2026-01-01')
      await expect(page.getByTestId('ovulation-day')).toHaveText(known[locale].ovulation)
      await expect(page.getByTestId('fertile-window')).toHaveText(
        new RegExp(`^(${known[locale].month}\\s)?10\\s?–\\s?15,? (de ${known[locale].month} de )?2026$`),
      )
      await expect(page.getByTestId('next-periods').locator('li')).toHaveText([...known[locale].periods])
      await page.getByLabel(t.tools_cycle_label!, { exact: true }).selectOption('35')
      await expect(page.getByTestId('next-periods').locator('li').first()).toContainText('5')
      await page.waitForTimeout(300)
      expectNothingSent(requests, '2026-01-01', '35', [known[locale].ovulation])
    })

    test('works with the keyboard alone, and axe finds nothing', async ({ page }) => {
      await page.goto(path('due-date', locale))
      await waitForHydration(page)
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
      await page.goto(path('ovulation', locale))
      await waitForHydration(page)
      await page.getByLabel(t.tools_period_label!, { exact: true }).fill('2026-01-01')
      await expect(page.getByTestId('ovulation-day')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test('the footer links the calculators in each locale', async ({ page }) => {
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

test('the media kit is a PDF in each locale, linked from the partner page', async ({ page, request }) => {
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
})

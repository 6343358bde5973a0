// The baby month-by-month pages in three locales: a month's reviewed content (sections, emergency
// wording, reviewers, sources, JSON-LD, canonical and alternates, pager, groups), the hub's 24
// months, the ordinary 404 for anything but a month, the footer's link, and axe at both widths.
import { readFileSync } from 'node:fs'
import en from '../../messages/pregnancy/en.json' with { type: 'json' }
import es from '../../messages/pregnancy/es.json' with { type: 'json' }
import pt from '../../messages/pregnancy/pt.json' with { type: 'json' }
import { BABY_FOLDER, monthFileName, parseMonthFile } from '../../server/baby/month-files'
import { experts } from '../../server/db/seed/data/experts'
import { TEST_BASE_URL } from '../support/constants'
import { axeViolations } from './a11y'
import { waitForHydration } from './community-helpers'
import { expectCitedSources } from './health-helpers'
import { type Locale, expect, languageTag, locales, oneWidth, test } from './fixtures'
import { pathsOf } from '../support/routes'

const catalogues = { en, es, pt } as Record<Locale, Record<string, string>>
const msg = (locale: Locale, key: string) => catalogues[locale][key]!
const hub = pathsOf('/baby')
const month = (n: number | string) => ({
  en: `/baby/month-${n}`,
  es: `/es/bebe/mes-${n}`,
  pt: `/pt/bebe/mes-${n}`,
})
const expertPath = {
  en: '/community/experts/',
  es: '/es/comunidad/expertos/',
  pt: '/pt/comunidade/especialistas/',
}
const contentOf = (locale: Locale, n: number) => {
  const file = `${BABY_FOLDER}/${locale}/${monthFileName(n)}`
  return parseMonthFile(readFileSync(file, 'utf8'), file, locale, n).page!
}
const emergencyNow = { en: /call 999 or 112 now/i, es: /llama al 112 ahora/i, pt: /liga já para o 112/i }
const sectionHeadings = [
  ['development', 'development', 'baby_development_heading'],
  ['feeding', 'feedingSleep', 'baby_feeding_heading'],
  ['checkups', 'checkups', 'baby_checkups_heading'],
] as const

for (const locale of locales) {
  test.describe(`baby months (${locale})`, () => {
    test('a month shows its reviewed content, reviewers, sources and JSON-LD', oneWidth, async ({ page }) => {
      const content = contentOf(locale, 2)
      const reviewer = experts.find((e) => e.slug === content.reviewer)!
      await page.goto(month(2)[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
      await expect(page).toHaveTitle(`${content.title} | Nestwell`)
      for (const [testId, field, key] of sectionHeadings) {
        const section = page.getByTestId(`month-${testId}`)
        await expect(section.getByRole('heading', { level: 2 }).first()).toHaveText(msg(locale, key))
        await expect(section).toContainText(
          content.sections[field].split('\n\n')[0]!.split('\n')[0]!.replace(/^- /, ''),
        )
      }
      await expect(page.getByTestId('month-tip')).toContainText(msg(locale, 'baby_tip_heading'))
      await expect(page.getByTestId('month-call')).toContainText(emergencyNow[locale])
      await expect(page.getByTestId('milestones-note')).toHaveText(msg(locale, 'baby_milestones_note'))

      const reviewed = page.getByTestId('reviewed-by')
      await expect(reviewed.getByRole('link', { name: reviewer.name })).toHaveAttribute(
        'href',
        `${expertPath[locale]}${reviewer.slug}`,
      )
      await expect(reviewed.locator('time')).toHaveAttribute('datetime', content.reviewed)
      await expect(page.getByTestId('co-reviewed-by')).toHaveCount(content.coReviewer ? 1 : 0)
      const medical = await expectCitedSources(page, content.sources)
      expect(medical).toMatchObject({
        url: `${TEST_BASE_URL}${month(2)[locale]}`,
        name: content.title,
        description: content.summary,
        inLanguage: languageTag[locale],
        lastReviewed: content.reviewed,
      })
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${TEST_BASE_URL}${month(2)[locale]}`,
      )
      for (const other of locales)
        await expect(page.locator(`link[rel="alternate"][hreflang="${languageTag[other]}"]`)).toHaveAttribute(
          'href',
          `${TEST_BASE_URL}${month(2)[other]}`,
        )

      // Its neighbours and its stage's public groups, in this locale.
      await expect(page.getByTestId('previous-month')).toHaveAttribute('href', month(1)[locale])
      await expect(page.getByTestId('next-month')).toHaveAttribute('href', month(3)[locale])
      await expect(page.getByTestId('group-link')).toHaveCount(2)
      await expect(page.getByTestId('group-link').first()).toHaveAttribute('href', /#group-newborn-days$/)
    })

    test('the hub lists the 24 months in three stages, each linking its page', oneWidth, async ({ page }) => {
      await page.goto(hub[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'baby_hub_title'))
      for (const [stage, key] of [
        ['first', 'baby_stage_first'],
        ['second', 'baby_stage_second'],
        ['toddler', 'baby_stage_toddler'],
      ] as const)
        await expect(page.getByTestId(`stage-${stage}`).getByRole('heading', { level: 2 })).toHaveText(
          msg(locale, key),
        )
      const links = page.getByTestId('month-link')
      await expect(links).toHaveCount(24)
      for (const n of [1, 13, 24]) {
        await expect(links.nth(n - 1)).toHaveAttribute('href', month(n)[locale])
        await expect(links.nth(n - 1)).toHaveText(contentOf(locale, n).title)
      }
      await expect(page.getByTestId('pregnancy-link')).toHaveAttribute('href', pathsOf('/pregnancy')[locale])
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: msg(locale, 'baby_nav') }),
      ).toHaveAttribute('href', hub[locale])
    })
  })
}

test.describe('invalid months', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })
  test('are the ordinary 404 page, never a 500', oneWidth, async ({ page, request }) => {
    for (const bad of ['0', '25', 'abc', '07', '7.0', '1e1', '-1', '%20']) {
      for (const locale of locales) {
        const response = await request.get(month(bad)[locale], { maxRedirects: 0 })
        expect(response.status(), month(bad)[locale]).toBe(404)
      }
    }
    const response = await page.goto(month(25).pt)
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-status')).toHaveText('404')
  })
})

test.describe('accessibility', () => {
  for (const [name, path] of [
    ['hub', hub.pt],
    ['month 1', month(1).en],
    ['month 18', month(18).es],
  ] as const) {
    test(`axe finds no violation on the baby ${name}`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page, 'header')
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

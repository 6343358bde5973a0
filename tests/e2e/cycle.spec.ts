// The cycle hub in three locales: its reviewed content (sections, urgent signs, reviewer, sources,
// JSON-LD, canonical and alternates), the period calculator's known answers in the locale's date
// format, its refusals, nothing typed leaving the page, links to it, and axe.
import { readFileSync } from 'node:fs'
import enTools from '../../messages/tools/en.json' with { type: 'json' }
import esTools from '../../messages/tools/es.json' with { type: 'json' }
import ptTools from '../../messages/tools/pt.json' with { type: 'json' }
import { CYCLE_FOLDER, parseCycleFile } from '../../server/cycle/cycle-files'
import { experts } from '../../server/db/seed/data/experts'
import { TEST_BASE_URL } from '../support/constants'
import { axeViolations } from './a11y'
import { daysAgo, expectNothingSent, openOnKnownDay, pattern, recordRequests } from './calculator-helpers'
import { waitForHydration } from './community-helpers'
import { expectCitedSources } from './health-helpers'
import { type Locale, expect, languageTag, locales, test, oneWidth } from './fixtures'
import { pathsOf, screen } from '../support/routes'

const words = { en: enTools, es: esTools, pt: ptTools } as Record<Locale, Record<string, string>>
const path = (name: string, locale: Locale) => screen(name).paths[locale]
const cyclePath = pathsOf('/cycle')
const contentOf = (locale: Locale) => {
  const file = `${CYCLE_FOLDER}/${locale}.md`
  return parseCycleFile(readFileSync(file, 'utf8'), file, locale).page!
}
const urgentNow = { en: 'Call 999 or 112 now', es: 'Llama al 112 ahora', pt: 'Liga já para o 112' }
/** A month of the known answers, as each locale writes it: the answers must be in its language. */
const january = { en: 'January', es: 'enero', pt: 'janeiro' }

/**
 * A last period on 2026-01-01 seen on 2026-01-20, a 28-day cycle and 5-day periods: periods from
 * 29 January, 26 February and 26 March, each fertile window 19 to 14 days before its period.
 */
const known = [
  { period: ['2026-01-29', '2026-02-02'], fertile: ['2026-01-10', '2026-01-15'] },
  { period: ['2026-02-26', '2026-03-02'], fertile: ['2026-02-07', '2026-02-12'] },
  { period: ['2026-03-26', '2026-03-30'], fertile: ['2026-03-07', '2026-03-12'] },
]

for (const locale of locales) {
  const t = words[locale]
  test.describe(`cycle hub (${locale})`, () => {
    test('shows its reviewed content, reviewer, sources and JSON-LD', oneWidth, async ({ page }) => {
      const content = contentOf(locale)
      const expert = experts.find((e) => e.slug === content.reviewer)!
      await page.goto(cyclePath[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
      await expect(page).toHaveTitle(`${content.title} | Nestwell`)
      for (const [field, key] of [
        ['what', 'cycle_what_heading'],
        ['usual', 'cycle_usual_heading'],
        ['ask', 'cycle_ask_heading'],
        ['urgent', 'cycle_urgent_heading'],
        ['fertile', 'cycle_fertile_heading'],
      ] as const) {
        const section = page.getByTestId(`cycle-${field}`)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(t[key]!)
        await expect(section).toContainText(content.sections[field].split('\n\n')[0]!.replace(/^- /, ''))
      }
      await expect(page.getByTestId('cycle-ask').getByRole('listitem')).toHaveCount(
        content.sections.ask.split('\n').filter((l) => l.startsWith('- ')).length,
      )
      await expect(page.getByTestId('cycle-urgent')).toContainText(urgentNow[locale])
      const reviewed = page.getByTestId('reviewed-by')
      await expect(reviewed.getByRole('link', { name: expert.name })).toHaveAttribute(
        'href',
        path('expert', locale).replace(experts[0]!.slug, expert.slug),
      )
      await expect(reviewed).toContainText(expert.speciality[locale].toLocaleLowerCase(locale))
      await expect(reviewed.locator('time')).toHaveAttribute('datetime', content.reviewed)
      await expect(page.getByTestId('next-review').locator('time')).toHaveAttribute(
        'datetime',
        content.nextReview,
      )
      const medical = await expectCitedSources(page, content.sources)
      expect(medical).toMatchObject({
        url: `${TEST_BASE_URL}${cyclePath[locale]}`,
        name: content.title,
        description: content.summary,
        inLanguage: languageTag[locale],
        lastReviewed: content.reviewed,
        dateModified: content.reviewed,
        reviewedBy: { '@type': 'Person', name: expert.name },
      })
      expect(medical.breadcrumb.itemListElement.at(-1).item).toBe(`${TEST_BASE_URL}${cyclePath[locale]}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${TEST_BASE_URL}${cyclePath[locale]}`,
      )
      for (const other of locales)
        await expect(page.locator(`link[rel="alternate"][hreflang="${languageTag[other]}"]`)).toHaveAttribute(
          'href',
          `${TEST_BASE_URL}${cyclePath[other]}`,
        )
    })

    test(
      'the calculator gives the next three periods and fertile windows, and sends nothing',
      oneWidth,
      async ({ page }) => {
        await openOnKnownDay(page, cyclePath[locale])
        const requests = recordRequests(page)
        const results = page.getByTestId('tool-results')
        await expect(results).toHaveAttribute('aria-live', 'polite')
        await expect(results).toHaveText(t.cycle_empty!)
        await expect(page.getByLabel(t.tools_cycle_label!, { exact: true })).toHaveValue('28')
        await expect(page.getByLabel(t.cycle_period_length_label!, { exact: true })).toHaveValue('5')

        await page.getByLabel(t.tools_period_label!, { exact: true }).fill('2026-01-01')
        // The dates as the browser writes a span in this locale (Intl), checked against the known days.
        const spans = await page.evaluate(
          ({ tag, days }) => {
            const format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })
            const at = (iso: string) => new Date(`${iso}T00:00:00Z`)
            return days.map(([a, b]) => format.formatRange(at(a!), at(b!)))
          },
          { tag: languageTag[locale], days: known.flatMap((k) => [k.period, k.fertile]) },
        )
        await expect(page.getByTestId('period-dates')).toHaveText([spans[0]!, spans[2]!, spans[4]!])
        await expect(page.getByTestId('fertile-dates')).toHaveText([spans[1]!, spans[3]!, spans[5]!])
        await expect(page.getByTestId('fertile-dates').first()).toContainText(january[locale])
        await expect(page.getByTestId('fertile-dates').first()).toContainText(/10\D+15/)
        await expect(page.getByTestId('not-contraception')).toHaveText(t.cycle_not_contraception!)

        // A 35-day cycle and 7-day periods: the first period from 5 to 11 February.
        await page.getByLabel(t.tools_cycle_label!, { exact: true }).selectOption('35')
        await page.getByLabel(t.cycle_period_length_label!, { exact: true }).selectOption('7')
        await expect(page.getByTestId('period-dates').first()).toContainText(/5\D+11/)
        await expect(page.getByTestId('forecast-cycle')).toHaveCount(3)

        expect(new URL(page.url()).search).toBe('')
        await page.waitForLoadState('networkidle')
        expectNothingSent(requests, '2026-01-01', '35', spans)
        for (const request of requests)
          for (const value of new URL(request.url()).searchParams.values()) expect(value).not.toBe('7')
      },
    )

    test(
      'a period in the future or more than a cycle ago gets a message in the language, no dates',
      oneWidth,
      async ({ page }) => {
        await page.goto(cyclePath[locale])
        await waitForHydration(page)
        const field = page.getByLabel(t.tools_period_label!, { exact: true })
        await expect(field).toHaveAttribute('min', daysAgo(28))
        await expect(field).toHaveAttribute('max', daysAgo(0))
        const refused = async (message: string | RegExp) => {
          await expect(page.getByTestId('period-forecast')).toHaveCount(0)
          await expect(page.getByTestId('date-problem')).toHaveText(message)
          await expect(field).toHaveAttribute('aria-invalid', 'true')
        }
        await field.fill(daysAgo(-3))
        await refused(t.tools_period_future!)
        await field.fill(daysAgo(40))
        await refused(pattern(t.cycle_late!, { cycle: '28' }))
        await field.fill(daysAgo(10))
        await expect(page.getByTestId('forecast-cycle')).toHaveCount(3)
        await expect(page.getByTestId('date-problem')).toHaveCount(0)
        await expect(field).not.toHaveAttribute('aria-invalid', 'true')
      },
    )

    test('axe finds nothing, before and after an answer', async ({ page }) => {
      await openOnKnownDay(page, cyclePath[locale])
      expect(await axeViolations(page)).toEqual([])
      await page.getByLabel(t.tools_period_label!, { exact: true }).fill('2026-01-01')
      await expect(page.getByTestId('forecast-cycle')).toHaveCount(3)
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test(
  'the footer and the ovulation calculator link the cycle hub in each locale',
  oneWidth,
  async ({ page }) => {
    for (const locale of locales) {
      await page.goto(path('home', locale))
      await expect(
        page.locator('footer').getByRole('link', { name: words[locale].cycle_nav_full, exact: true }),
      ).toHaveAttribute('href', cyclePath[locale])
      await page.goto(path('ovulation', locale))
      await expect(page.getByTestId('cycle-link')).toHaveAttribute('href', cyclePath[locale])
      await expect(page.getByTestId('cycle-link')).toHaveText(words[locale].cycle_ovulation_link!)
    }
  },
)

test(
  'the sitemap lists the hub in each locale with its alternates and review day',
  oneWidth,
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const locale of locales) {
      const entry = xml
        .split('<url>')
        .find((block) => block.includes(`<loc>${TEST_BASE_URL}${cyclePath[locale]}</loc>`))
      expect(entry, cyclePath[locale]).toBeDefined()
      expect(entry).toContain(`<lastmod>${contentOf(locale).reviewed}</lastmod>`)
      for (const other of locales)
        expect(entry).toContain(`hreflang="${languageTag[other]}" href="${TEST_BASE_URL}${cyclePath[other]}"`)
    }
  },
)

// The week-by-week pages and the policies: every new path answers in three locales with its
// canonical and alternates, a week shows who reviewed it and when, its JSON-LD says so, invalid
// weeks are the ordinary 404, the policies have their table of contents, and axe finds nothing.
import { readFileSync } from 'node:fs'
import { TEST_BASE_URL } from '../support/constants'
import { messageReader } from '../support/messages'
import { pathsOf } from '../support/routes'
import { axeViolations } from './a11y'
import { waitForHydration } from './community-helpers'
import { type Locale, expect, languageTag, locales, test, oneWidth } from './fixtures'
import { readWeekFiles } from '../../server/pregnancy/week-files'
import { experts } from '../../server/db/seed/data/experts'
import en from '../../messages/pregnancy/en.json' with { type: 'json' }
import es from '../../messages/pregnancy/es.json' with { type: 'json' }
import pt from '../../messages/pregnancy/pt.json' with { type: 'json' }

/** A message of the pregnancy catalogue, as the page shows it. */
const msg = messageReader<Locale>({ en, es, pt })

const hub = pathsOf('/pregnancy')
const week = (n: number | string) => pathsOf('/pregnancy/week-{$week}', { week: n })
const editorial = pathsOf('/editorial-policy')
const guidelines = pathsOf('/community/guidelines')

/** Canonical and hreflang alternates from the server-rendered head. */
async function headOf(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => {
    const attrs: Record<string, string> = {}
    for (const [, name, value] of match[0].matchAll(/([a-zA-Z:-]+)="([^"]*)"/g))
      attrs[name!.toLowerCase()] = value!
    return attrs
  })
  return {
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    alternates: Object.fromEntries(
      links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]),
    ),
  }
}

test(
  'every new path answers 200 in three locales with its canonical and hreflang alternates',
  oneWidth,
  async ({ request }) => {
    test.setTimeout(120_000)
    const pages = [hub, editorial, guidelines, ...Array.from({ length: 40 }, (_, i) => week(i + 1))]
    for (const paths of pages) {
      for (const locale of locales) {
        const response = await request.get(paths[locale], { maxRedirects: 0 })
        expect(response.status(), paths[locale]).toBe(200)
        const head = await headOf(await response.text())
        expect(head.canonical, paths[locale]).toBe(`${TEST_BASE_URL}${paths[locale]}`)
        expect(head.alternates, paths[locale]).toEqual({
          'en-US': `${TEST_BASE_URL}${paths.en}`,
          'es-ES': `${TEST_BASE_URL}${paths.es}`,
          'pt-PT': `${TEST_BASE_URL}${paths.pt}`,
          'x-default': `${TEST_BASE_URL}${paths.en}`,
        })
      }
    }
  },
)

interface MedicalLd {
  '@type': string
  url: string
  lastReviewed: string
  inLanguage: string
  dateModified: string
  reviewedBy: Record<string, string> | Array<Record<string, string>>
  citation: Array<{ '@type': string; name: string; url: string; publisher: { name: string } }>
  about: { name: string }
  breadcrumb: { itemListElement: Array<{ item: string }> }
}

const weekFiles = readWeekFiles(process.cwd()).pages
const longDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

test(
  'week 12 in Spanish: reviewer with speciality and date, next review, sources; JSON-LD says so',
  oneWidth,
  async ({ page }) => {
    const content = weekFiles.find((w) => w.locale === 'es' && w.week === 12)!
    const expert = experts.find((e) => e.slug === content.reviewer)!
    await page.goto(week(12).es)
    await expect(page.locator('h1')).toHaveText(content.title)
    await expect(page).toHaveTitle(`${content.title} | Nestwell`)
    const reviewed = page.getByTestId('reviewed-by')
    const date = longDate('es-ES', content.reviewed)
    expect(date).toMatch(/^\d{1,2} de [a-z]+ de 2026$/)
    // The speciality inside the sentence: "Obstetra-ginecóloga" reads "obstetra-ginecóloga".
    const speciality = expert.speciality.es[0]!.toLowerCase() + expert.speciality.es.slice(1)
    await expect(reviewed).toHaveText(`Revisado por ${expert.name}, ${speciality}, el ${date}`)
    await expect(page.getByTestId('next-review')).toHaveText(
      `Próxima revisión: antes del ${longDate('es-ES', content.nextReview)}`,
    )
    const sources = page.getByTestId('week-sources').getByRole('listitem')
    await expect(sources).toHaveCount(content.sources.length)
    for (const [index, source] of content.sources.entries()) {
      await expect(sources.nth(index)).toHaveText(`${source.publisher}: ${source.title}`)
      await expect(sources.nth(index).getByRole('link')).toHaveAttribute('href', source.url)
    }
    await expect(reviewed.getByRole('link', { name: expert.name })).toHaveAttribute(
      'href',
      `/es/comunidad/expertos/${expert.slug}`,
    )
    await expect(reviewed.locator('time')).toHaveAttribute('datetime', content.reviewed)
    await expect(page.getByTestId('editorial-policy-link')).toHaveAttribute('href', editorial.es)
    for (const id of ['baby-size', 'week-baby', 'week-body', 'week-tip', 'week-call', 'not-medical-advice'])
      await expect(page.getByTestId(id)).toBeVisible()
    await expect(page.getByTestId('baby-size')).toContainText(content.babySize)
    await expect(page.getByTestId('week-call')).toContainText(msg('es', 'pregnancy_week_call_heading'))
    await expect(page.getByTestId('previous-week')).toHaveAttribute('href', week(11).es)
    await expect(page.getByTestId('next-week')).toHaveAttribute('href', week(13).es)
    await expect(page.getByTestId('group-link')).toHaveAttribute(
      'href',
      '/es/comunidad#group-first-trimester',
    )

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = scripts.map((text) => JSON.parse(text) as MedicalLd)
    const medical = data.find((d) => d['@type'] === 'MedicalWebPage')!
    expect(medical).toBeDefined()
    expect(medical.lastReviewed).toBe(content.reviewed)
    expect(medical.dateModified).toBe(content.corrections.at(-1)?.date ?? content.reviewed)
    expect(medical.citation).toEqual(
      content.sources.map((s) => ({
        '@type': 'CreativeWork',
        name: s.title,
        url: s.url,
        publisher: { '@type': 'Organization', name: s.publisher },
      })),
    )
    expect(medical.inLanguage).toBe('es-ES')
    expect(medical.url).toBe(`${TEST_BASE_URL}${week(12).es}`)
    expect([medical.reviewedBy].flat()[0]).toMatchObject({
      '@type': 'Person',
      name: expert.name,
      url: `${TEST_BASE_URL}/es/comunidad/expertos/${expert.slug}`,
      jobTitle: expert.speciality.es,
    })
    expect(medical.about.name).toBe('Embarazo')
    expect(medical.breadcrumb.itemListElement.map((item) => item.item)).toEqual([
      `${TEST_BASE_URL}/es`,
      `${TEST_BASE_URL}${hub.es}`,
      `${TEST_BASE_URL}${week(12).es}`,
    ])
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  },
)

test(
  'a corrected week shows its dated note and the update in its byline; a co-reviewed one names both',
  oneWidth,
  async ({ page }) => {
    const corrected = weekFiles.find((w) => w.locale === 'pt' && w.corrections.length > 0)!
    expect(corrected, 'a Portuguese week with a correction').toBeDefined()
    const latest = corrected.corrections.at(-1)!
    await page.goto(week(corrected.week).pt)
    await expect(page.getByTestId('updated-on')).toHaveText(`Atualizado a ${longDate('pt-PT', latest.date)}`)
    await expect(page.getByTestId('updated-on')).toHaveAttribute('href', '#corrections')
    const notes = page.getByTestId('week-corrections').getByRole('listitem')
    await expect(notes).toHaveCount(corrected.corrections.length)
    await expect(notes.last()).toHaveText(`${longDate('pt-PT', latest.date)}: ${latest.text}`)

    const coReviewed = weekFiles.find((w) => w.locale === 'en' && w.coReviewer !== undefined)!
    const specialist = experts.find((e) => e.slug === coReviewed.coReviewer)!
    await page.goto(week(coReviewed.week).en)
    await expect(page.getByTestId('co-reviewed-by')).toHaveText(
      `Also reviewed by ${specialist.name}, ${specialist.speciality.en.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`,
    )
    await expect(page.getByTestId('co-reviewer-link')).toHaveAttribute(
      'href',
      `/community/experts/${specialist.slug}`,
    )
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as MedicalLd,
    )
    const reviewers = [ld.find((d) => d['@type'] === 'MedicalWebPage')!.reviewedBy].flat()
    expect(reviewers.map((r) => r.name)).toEqual([
      experts.find((e) => e.slug === coReviewed.reviewer)!.name,
      specialist.name,
    ])
  },
)

test.describe('invalid weeks', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })
  test('are the ordinary 404 page, never a 500', oneWidth, async ({ page, request }) => {
    for (const bad of ['0', '41', 'abc', '1e3', '99999999999', '012', '12.0', '-1', '1.5', '%20']) {
      for (const locale of locales) {
        const response = await request.get(week(bad)[locale], { maxRedirects: 0 })
        expect(response.status(), week(bad)[locale]).toBe(404)
      }
    }
    expect((await request.get('/pregnancy/week-', { maxRedirects: 0 })).status()).toBe(404)
    const response = await page.goto(week(41).pt)
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-status')).toHaveText('404')
  })
})

test(
  'the hub lists the three trimesters and the 40 weeks, and links the calculator and the policy',
  oneWidth,
  async ({ page }) => {
    await page.goto(hub.pt)
    await expect(page.locator('h1')).toHaveText(msg('pt', 'pregnancy_hub_title'))
    const counts = { 1: 13, 2: 14, 3: 13 }
    for (const [trimester, count] of Object.entries(counts))
      await expect(page.getByTestId(`trimester-${trimester}`).getByTestId('week-link')).toHaveCount(count)
    await expect(page.getByTestId('week-link').first()).toHaveAttribute('href', week(1).pt)
    await expect(page.getByTestId('due-date-link')).toHaveAttribute('href', '/pt/ferramentas/data-do-parto')
    await expect(page.getByTestId('editorial-policy-link')).toHaveAttribute('href', editorial.pt)
    // A week is one click away, in the same locale.
    await waitForHydration(page, 'header')
    await page.getByTestId('week-link').nth(19).click()
    await expect(page).toHaveURL(`${TEST_BASE_URL}${week(20).pt}`)
    await expect(page.locator('h1')).not.toHaveText(msg('pt', 'pregnancy_hub_title'))
  },
)

function policySource(locale: Locale, slug: string) {
  const text = readFileSync(`server/content/policies/${locale}/${slug}.md`, 'utf8')
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(text)?.[1] ?? ''
  const headings = text
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim())
  return { title, headings }
}

for (const [slug, paths] of [
  ['editorial-policy', editorial],
  ['community-guidelines', guidelines],
] as const) {
  for (const locale of locales) {
    test(`${slug} in ${locale} has its title and table of contents`, oneWidth, async ({ page }) => {
      const source = policySource(locale, slug)
      await page.goto(paths[locale])
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag[locale])
      await expect(page.locator('h1')).toHaveText(source.title)
      await expect(page.getByTestId('legal-toc').locator('a')).toHaveText(source.headings)
    })
  }
}

test(
  'the footer links the hub and both policies; the community index the guidelines',
  oneWidth,
  async ({ page }) => {
    await page.goto('/es/comunidad')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: msg('es', 'pregnancy_nav') })).toHaveAttribute(
      'href',
      hub.es,
    )
    await expect(footer.getByRole('link', { name: msg('es', 'policy_editorial_name') })).toHaveAttribute(
      'href',
      editorial.es,
    )
    await expect(footer.getByRole('link', { name: msg('es', 'policy_guidelines_name') })).toHaveAttribute(
      'href',
      guidelines.es,
    )
    await expect(page.getByTestId('guidelines-link')).toHaveAttribute('href', guidelines.es)
    await page.goto('/pt')
    await expect(page.getByTestId('pregnancy-link')).toHaveAttribute('href', hub.pt)
  },
)

test.describe('accessibility', () => {
  for (const [name, path] of [
    ['hub', hub.es],
    ['week', week(28).pt],
    ['editorial policy', editorial.en],
    ['community guidelines', guidelines.pt],
  ] as const) {
    test(`axe finds no violation on the ${name}`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page, 'header')
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

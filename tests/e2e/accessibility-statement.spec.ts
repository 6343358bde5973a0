// The accessibility statement (issue 29) in each locale: its document, head, footer link, sitemap
// entry and axe; and the apps' link files, which this server (no IOS_APP_ID, ANDROID_PACKAGE,
// IOS_APP_STORE_ID) does not serve (decision 037).
import { readFileSync } from 'node:fs'
import { TEST_BASE_URL } from '../support/constants'
import { axeViolations } from './a11y'
import { waitForHydration } from './community-helpers'
import { type Locale, expect, languageTag, locales, msg, test, oneWidth } from './fixtures'

const paths: Record<Locale, string> = {
  en: '/accessibility',
  es: '/es/accesibilidad',
  pt: '/pt/acessibilidade',
}

function source(locale: Locale) {
  const text = readFileSync(`server/content/policies/${locale}/accessibility.md`, 'utf8')
  const field = (name: string) => new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, 'm').exec(text)?.[1] ?? ''
  const headings = text
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim())
  return { title: field('title'), description: field('description'), updated: field('updated'), headings }
}

for (const locale of locales) {
  test(`the accessibility statement in ${locale}: document, head, report address, footer link, axe`, async ({
    page,
  }) => {
    const doc = source(locale)
    const response = await page.goto(paths[locale])
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag[locale])
    await expect(page.locator('h1')).toHaveText(doc.title)
    await expect(page).toHaveTitle(`${doc.title} | Nestwell`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', doc.description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${TEST_BASE_URL}${paths[locale]}`,
    )
    for (const other of locales) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${languageTag[other]}"]`)).toHaveAttribute(
        'href',
        `${TEST_BASE_URL}${paths[other]}`,
      )
    }
    await expect(page.getByTestId('legal-toc').locator('a')).toHaveText(doc.headings)
    await expect(page.getByTestId('legal-updated').locator('time')).toHaveAttribute('datetime', '2026-11-26')
    await expect(page.locator('article a[href="mailto:hello@nestwell.app"]')).toBeVisible()
    // Without the app-store id, no Smart App Banner.
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(0)

    const footerLink = page.locator('footer').getByRole('link', { name: msg(locale, 'footer_accessibility') })
    await expect(footerLink).toHaveAttribute('href', paths[locale])

    await waitForHydration(page, 'header')
    expect(await axeViolations(page)).toEqual([])
  })

  test(`the footer of another page links to the statement in ${locale}`, oneWidth, async ({ page }) => {
    await page.goto(
      locale === 'en' ? '/community' : `/${locale}/${locale === 'es' ? 'comunidad' : 'comunidade'}`,
    )
    const footerLink = page.locator('footer').getByRole('link', { name: msg(locale, 'footer_accessibility') })
    // The footer hydrates when it comes near the viewport: scroll once the page watches for it.
    await waitForHydration(page, 'main')
    await footerLink.scrollIntoViewIfNeeded()
    await waitForHydration(page, 'footer')
    await footerLink.click()
    await expect(page).toHaveURL(new RegExp(`${paths[locale]}$`))
    await expect(page.locator('h1')).toHaveText(source(locale).title)
  })
}

test(
  'the sitemap lists the statement in every locale with its alternates and date',
  oneWidth,
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const expected = [
      ...locales.map((l) => [languageTag[l], `${TEST_BASE_URL}${paths[l]}`]),
      ['x-default', `${TEST_BASE_URL}${paths.en}`],
    ]
    for (const locale of locales) {
      const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
        .map((match) => match[1]!)
        .find((block) => block.includes(`<loc>${TEST_BASE_URL}${paths[locale]}</loc>`))
      expect(entry, locale).toBeDefined()
      expect(entry).toContain('<lastmod>2026-11-26</lastmod>')
      const alternates = [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])
      expect(alternates).toEqual(expected)
    }
  },
)

test(
  'without their variables, the apps’ link files are the ordinary 404 page',
  oneWidth,
  async ({ request }) => {
    for (const path of ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    }
  },
)

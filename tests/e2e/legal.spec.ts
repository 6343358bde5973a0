import { request as http } from 'node:http'
import { readFileSync } from 'node:fs'
import { legalSlugs } from '../../core/facts/legal'
import { TEST_PORT } from '../support/constants'
import { axeViolations } from './a11y'
import { type Locale, expect, languageTag, locales, msg, prefix, test, oneWidth } from './fixtures'

const slugs = legalSlugs

function source(locale: Locale, slug: string) {
  const text = readFileSync(`server/content/legal/${locale}/${slug}.md`, 'utf8')
  const field = (name: string) => new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, 'm').exec(text)?.[1] ?? ''
  const headings = text
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim())
  return { title: field('title'), updated: field('updated'), headings }
}

// Every document in every locale at 1280 px; at 390 px each document once, the locales taken in
// turn: the words and dates do not depend on the width, and each document's own layout (its
// tables, lists, the table of contents under the phone header) is checked there with axe.
for (const [index, slug] of slugs.entries()) {
  for (const locale of locales) {
    const atPhoneWidthToo = locales[index % locales.length] === locale
    test(
      `${slug} in ${locale}: document, table of contents, date, axe`,
      atPhoneWidthToo ? {} : oneWidth,
      async ({ page }) => {
        const doc = source(locale, slug)
        const path = `${prefix(locale)}/${slug}`
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.locator('h1')).toHaveText(doc.title)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page).toHaveTitle(`${doc.title} | Nestwell`)

        const date = new Intl.DateTimeFormat(languageTag[locale], {
          dateStyle: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${doc.updated}T00:00:00Z`))
        await expect(page.getByTestId('legal-updated')).toContainText(date)
        await expect(page.getByTestId('legal-updated').locator('time')).toHaveAttribute(
          'datetime',
          doc.updated,
        )

        const toc = page.getByTestId('legal-toc')
        await expect(toc.locator('a')).toHaveText(doc.headings)
        const ids = await toc
          .locator('a')
          .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').slice(1)))
        for (const id of ids) {
          await expect(page.locator(`article h2[id="${id}"]`)).toHaveCount(1)
        }

        // A table-of-contents link scrolls its section into view, below the sticky header.
        const target = Math.min(ids.length - 1, 5)
        await toc.locator('a').nth(target).click()
        await expect(page).toHaveURL(new RegExp(`#${ids[target]}$`))
        const heading = page.locator(`article h2[id="${ids[target]}"]`)
        await expect(heading).toBeInViewport()
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
        expect(top).toBeGreaterThanOrEqual(64)

        expect(await axeViolations(page)).toEqual([])
      },
    )
  }
}

test('legal documents link to each other in the page locale', oneWidth, async ({ page }) => {
  await page.goto('/pt/privacy-policy')
  const others = page.locator('nav[aria-labelledby="legal-others-title"] a')
  await expect(others).toHaveCount(5)
  const hrefs = await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs.sort()).toEqual([
    '/pt/cookie-policy',
    '/pt/data-processing',
    '/pt/refund-policy',
    '/pt/terms-of-use',
    '/pt/terms-of-use-community',
  ])
  await others.filter({ hasText: 'Política de cookies' }).click()
  await expect(page).toHaveURL(/\/pt\/cookie-policy$/)
  await expect(page.locator('h1')).toHaveText('Política de cookies')
})

test.describe('not found', () => {
  // The document request of a 404 page is logged by the browser as a failed resource.
  test.use({ allowedConsoleErrors: /status of 404/ })

  for (const locale of locales) {
    test(`an unknown legal slug is the 404 page in ${locale}`, oneWidth, async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/no-such-document`)
      expect(response?.status()).toBe(404)
      await expect(page.getByTestId('error-page')).toBeVisible()
      await expect(page.locator('h1')).toHaveText(
        msg(locale, 'error_not_found', { path: `${prefix(locale)}/no-such-document` }),
      )
    })
  }

  test('path-traversal and file-like slugs are the 404 page', oneWidth, async ({ page }) => {
    for (const path of [
      '/..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e%2fpackage.json',
      '/server',
      '/package.json',
      '/.env',
      '/terms-of-use.md',
      '/es/..%2Fserver%2Fenv.ts',
      '/constructor',
      '/__proto__',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByTestId('error-page'), path).toBeVisible()
    }
  })
})

/** A request with the path sent exactly as written (browsers resolve dot segments first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http({ host: '127.0.0.1', port: TEST_PORT, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test('raw dot segments never resolve to another page or file', oneWidth, async () => {
  for (const path of [
    '/%2e%2e',
    '/..',
    '/%2E%2E/package.json',
    '/../server/env.ts',
    '/es/..',
    '/./terms-of-use',
  ]) {
    const { status, body } = await rawGet(path)
    expect(status, path).toBe(404)
    expect(body, path).toContain('data-testid="error-page"')
    expect(body, path).not.toContain('"devDependencies"')
  }
})

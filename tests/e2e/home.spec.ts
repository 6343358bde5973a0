import jsQR from 'jsqr'
import sharp from 'sharp'
import { axeViolations } from './a11y'
import { type Locale, expect, languageTag, locales, prefix, test, oneWidth } from './fixtures'
import { pathsOf } from '../support/routes'

const homePath = (locale: Locale) => prefix(locale) || '/'
const reviews: Record<Locale, string> = {
  en: '417,594',
  es: '417.594',
  // Portugal's grouping separator is a (no-break) space, as Intl formats pt-PT.
  pt: new Intl.NumberFormat('pt-PT').format(417_594),
}
const rating: Record<Locale, string> = { en: '4.8', es: '4,8', pt: '4,8' }
const communityPath = pathsOf('/community')
const partnerPath: Record<Locale, string> = {
  en: '/partner-with-us',
  es: '/es/asociate-con-nosotros',
  pt: '/pt/parceiro-conosco',
}
const badgeText: Record<Locale, [string, string]> = {
  en: ['Download on the', 'GET IT ON'],
  es: ['Descárgalo en el', 'DISPONIBLE EN'],
  pt: ['Descarregar na', 'DISPONÍVEL NO'],
}

for (const locale of locales) {
  test(`home page in ${locale}: claims, store badges, links and no axe violations`, async ({ page }) => {
    const response = await page.goto(homePath(locale))
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toBeVisible()
    expect(reviews.pt).toBe('417\u00a0594')

    const claims = page.getByTestId('claims')
    await expect(claims.locator('[data-claim]')).toHaveCount(5)
    await expect(claims.locator('[data-claim="rating"]')).toContainText(rating[locale])
    await expect(claims.locator('[data-claim="rating"]')).toContainText(reviews[locale])
    await expect(page.getByTestId('hero-rating')).toContainText(reviews[locale])
    const million = new Intl.NumberFormat(languageTag[locale], { notation: 'compact' })
    await expect(claims.locator('[data-claim="users"]')).toContainText(`${million.format(25_000_000)}+`)
    await expect(claims.locator('[data-claim="active"]')).toContainText(million.format(2_000_000))
    await expect(claims.locator('[data-claim="women"]')).toContainText(`${million.format(5_000_000)}+`)
    await expect(claims.locator('[data-claim="funding"]')).toContainText(
      new Intl.NumberFormat(languageTag[locale], {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
      }).format(2_000_000),
    )

    const badges = page.getByTestId('store-badges').first()
    await expect(badges.locator('[data-store="app-store"]')).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    )
    await expect(badges.locator('[data-store="google-play"]')).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    )
    await expect(badges.locator('[data-store="app-store"] text').first()).toHaveText(badgeText[locale][0])
    await expect(badges.locator('[data-store="google-play"] text').first()).toHaveText(badgeText[locale][1])
    await expect(badges.locator('[data-store="app-store"]')).toBeVisible()

    const main = page.locator('main')
    await expect(main.locator(`a[href="${communityPath[locale]}"]`).first()).toBeVisible()
    await expect(
      main.locator(`a[href="${communityPath[locale]}/${locale === 'en' ? 'benefits' : 'beneficios'}"]`),
    ).toHaveCount(1)
    await expect(main.locator(`a[href="${partnerPath[locale]}"]`)).toHaveCount(1)
    await expect(page.getByRole('img', { name: /.+/ }).first()).toBeVisible()

    expect(await axeViolations(page)).toEqual([])
  })
}

test('the QR code decodes to the configured download link', oneWidth, async ({ page }) => {
  await page.goto('/')
  const qr = page.getByTestId('download-qr').first()
  await expect(qr).toHaveAttribute('data-target', 'https://nestwell.app/download')
  const svg = await qr.evaluate((element) => {
    const copy = element.cloneNode(true) as SVGSVGElement
    copy.setAttribute('width', '420')
    copy.setAttribute('height', '420')
    copy.removeAttribute('class')
    return new XMLSerializer().serializeToString(copy)
  })
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const decoded = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  )
  expect(decoded?.data).toBe('https://nestwell.app/download')
  // The QR and Markdown libraries stay on the server: no script of the page carries them.
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('src')))
  for (const src of scripts) {
    const body = await (await page.request.get(src!)).text()
    expect(body, src!).not.toContain('BitMatrix size must be defined')
    expect(body, src!).not.toContain('Infinite loop on byte')
  }
})

test(
  'the home page head: description, Organization and WebSite JSON-LD, icons, social image',
  oneWidth,
  async ({ page, request }) => {
    await page.goto('/es')
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /embarazo/)
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')))
    const organization = blocks.find((b) => b['@type'] === 'Organization')
    const website = blocks.find((b) => b['@type'] === 'WebSite')
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Nestwell' })
    expect(organization.aggregateRating).toBeUndefined()
    expect(organization.sameAs).toHaveLength(4)
    expect(organization.url).toMatch(/^http/)
    expect(website).toMatchObject({ inLanguage: 'es-ES', publisher: { '@id': organization['@id'] } })
    expect(website.url).toMatch(/\/es$/)

    const logo = await request.get(new URL(organization.logo).pathname)
    expect(logo.status()).toBe(200)

    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    )
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      'href',
      '/favicon.svg',
    )
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
    for (const href of ['/apple-touch-icon.png', '/favicon.ico', '/favicon.svg']) {
      expect((await request.get(href)).status(), href).toBe(200)
    }
    const touch = await sharp(await (await request.get('/apple-touch-icon.png')).body()).metadata()
    expect([touch.width, touch.height, touch.hasAlpha]).toEqual([180, 180, false])

    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES')
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage).toMatch(/\/images\/og-default\.png$/)
    const image = await request.get(new URL(ogImage!).pathname)
    expect(image.headers()['content-type']).toBe('image/png')
    const meta = await sharp(await image.body()).metadata()
    expect([meta.width, meta.height]).toEqual([1200, 630])
  },
)

test(
  'every page has a description, the root default only where a page has none',
  oneWidth,
  async ({ page }) => {
    for (const path of ['/', '/pt/terms-of-use', '/es/cookie-policy']) {
      await page.goto(path)
      await expect(page.locator('meta[name="description"]'), path).toHaveCount(1)
      expect(
        (await page.locator('meta[name="description"]').getAttribute('content'))!.length,
      ).toBeGreaterThan(40)
    }
  },
)

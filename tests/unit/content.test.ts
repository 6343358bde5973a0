// Content fixes of issue 15 that need no browser: one funding format per locale, the e-mail logo.
import { describe, expect, it } from 'vitest'
import { audienceFigures, formatFunding } from '../../core/facts/audience'
import { languageTags, locales } from '../../core/i18n/locales'
import { mediaKitVisitorMail } from '../../server/mail/templates'

const site = { siteName: 'Nestwell', siteUrl: 'https://nestwell.test' }
const mail = (locale: (typeof locales)[number]) =>
  mediaKitVisitorMail(site, {
    id: 1,
    locale,
    email: 'ana@example.com',
    createdAt: new Date('2026-05-14T13:05:00Z'),
    fullName: 'Ana',
    companyName: 'Acme',
  })

describe('the funding figure is written one way per locale (Intl currency, compact)', () => {
  // Spaces vary with the ICU version (no-break or narrow no-break): any white space.
  const expected = { en: /^\$2M$/, es: /^2\s?M\s?US\$$/, pt: /^2\s?M\s?US\$$/ } as const
  it.each(locales)('%s: the page figure and the media-kit e-mail use the same string', (locale) => {
    const tag = languageTags[locale]
    expect(formatFunding(tag)).toMatch(expected[locale])
    expect(audienceFigures(tag).funding).toBe(formatFunding(tag))
    const { text } = mail(locale)
    expect(text).toContain(formatFunding(tag))
    // No second spelling of the amount next to it.
    expect(text).not.toMatch(/millones|milhões|million|dólares|US\$\d/)
  })
})

describe('e-mail logo', () => {
  it.each(locales)('%s: the header shows the site’s N mark, not a heart', (locale) => {
    const { html } = mail(locale)
    expect(html).not.toContain('&#10084;')
    expect(html).toMatch(
      /<span data-logo style="[^"]*linear-gradient\(135deg,#8b5cf6,#ec4899\)[^"]*">N<\/span>/,
    )
  })
})

import { describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales.ts'
import { mediaKitPdf } from './pdf.ts'
import { pdfTextLines } from '../../tests/support/pdf-text.ts'

const site = {
  siteName: 'Nestwell',
  partnerUrl: 'https://example.test/partner',
  contactEmail: 'partners@example.test',
}

// Words of each locale, accents included, that must come out of the PDF as text.
const expected = {
  en: ['Media kit', 'An audience that trusts us', 'Formats and specifications', 'Page 1 of'],
  es: ['Formatos y especificaciones', 'Bebé y puericultura', 'Página 1 de', 'Contacto'],
  pt: ['Formatos e especificações', 'Página 1 de', 'Contacto', 'gravidez'],
} as const

describe('media kit PDF', () => {
  for (const locale of locales) {
    it(`is a PDF of 2 to 3 pages with the ${locale} words`, async () => {
      const pdf = await mediaKitPdf(locale, site)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0
      expect(pages).toBeGreaterThanOrEqual(2)
      expect(pages).toBeLessThanOrEqual(3)
      const text = pdfTextLines(pdf).join('\n')
      expect(text).toContain('Nestwell')
      expect(text).toContain('partners@example.test')
      for (const words of expected[locale]) expect(text).toContain(words)
    })
  }

  it('reads the audience figures in the locale’s number format', async () => {
    const text = pdfTextLines(await mediaKitPdf('es', site)).join('\n')
    expect(text).toContain('417.594')
    expect(pdfTextLines(await mediaKitPdf('en', site)).join('\n')).toContain('417,594')
  })
})

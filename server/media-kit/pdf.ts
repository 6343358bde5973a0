// The media kit as a PDF, drawn with pdfkit from the facts and words the partner page shows
// (core/facts/audience.ts, messages/partner) plus the format specifications (messages/tools).
// Built-in Helvetica: WinAnsi covers the Latin-1 letters of Spanish and Portuguese.
import { audienceFigures } from '../../core/facts/audience.ts'
import { type Locale, languageTags } from '../../core/i18n/locales.ts'
import * as m from '../../core/paraglide/messages.js'

export interface MediaKitSite {
  siteName: string
  /** Absolute URL of the partner page in the locale. */
  partnerUrl: string
  contactEmail: string
}

const BRAND = '#6d28d9'
const INK = '#0f172a'
const MUTED = '#475569'
const TINT = '#f5f3ff'
const MARGIN = 56
const A4 = { width: 595.28, height: 841.89 }
const WIDTH = A4.width - 2 * MARGIN
const BOTTOM = A4.height - MARGIN - 24

/** Intl's compact figures use narrow no-break spaces in some locales: WinAnsi has only U+00A0. */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0')

export async function mediaKitPdf(locale: Locale, site: MediaKitSite, options: { compress?: boolean } = {}) {
  const l = { locale }
  const siteName = site.siteName
  // pdfkit and its font machinery weigh ~15 MB of memory: loaded by the first kit a process draws.
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: languageTags[locale],
    displayTitle: true,
    info: {
      Title: `${siteName} ${m.tools_media_kit_title({}, l)}`,
      Author: siteName,
      Subject: m.tools_media_kit_subtitle({ siteName }, l),
      // A fixed date: the same bytes for the same facts.
      CreationDate: new Date('2026-01-01T00:00:00Z'),
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const text = (
    value: string,
    size: number,
    color = INK,
    font = 'Helvetica',
    extra: PDFKit.Mixins.TextOptions = {},
  ) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(winAnsi(value), { width: WIDTH, ...extra })
  /** Starts a new page when the next block would not fit. */
  const room = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage()
  }
  const heading = (value: string) => {
    room(90)
    doc.moveDown(1.2)
    text(value, 18, BRAND, 'Helvetica-Bold')
    doc.moveDown(0.4)
  }
  const item = (title: string, body: string, spec?: string) => {
    room(70)
    text(title, 12, INK, 'Helvetica-Bold')
    doc.moveDown(0.15)
    text(body, 10.5, MUTED, 'Helvetica', { lineGap: 2 })
    if (spec) {
      doc.moveDown(0.2)
      text(spec, 10, INK, 'Helvetica-Oblique', { lineGap: 2 })
    }
    doc.moveDown(0.7)
  }

  // Brand header: the name in the brand colour, then the document's title.
  doc.rect(0, 0, A4.width, 8).fill(BRAND)
  doc.y = MARGIN
  text(siteName, 28, BRAND, 'Helvetica-Bold')
  doc.moveDown(0.2)
  text(m.tools_media_kit_title({}, l), 22, INK, 'Helvetica-Bold')
  text(m.tools_media_kit_subtitle({ siteName }, l), 13, MUTED)
  doc.moveDown(0.8)
  text(m.partner_hero_text({ siteName }, l), 11.5, INK, 'Helvetica', { lineGap: 3 })

  // Audience: the figures in boxes, then the three life stages.
  const figures = audienceFigures(languageTags[locale])
  heading(m.partner_audience_title({}, l))
  text(m.partner_audience_intro({ siteName }, l), 10.5, MUTED, 'Helvetica', { lineGap: 2 })
  doc.moveDown(0.8)
  const stats: Array<[string, string]> = [
    [figures.users, m.partner_stat_users({}, l)],
    [figures.rating, m.partner_stat_rating({ count: figures.reviews }, l)],
    [figures.monthlyActiveUsers, m.partner_stat_mau({}, l)],
    [figures.womenTrusted, m.partner_stat_women({ siteName }, l)],
    [figures.funding, m.partner_stat_funding({}, l)],
  ]
  const gap = 10
  const boxWidth = (WIDTH - 2 * gap) / 3
  const boxHeight = 70
  const top = doc.y
  stats.forEach(([value, label], index) => {
    const x = MARGIN + (index % 3) * (boxWidth + gap)
    const y = top + Math.floor(index / 3) * (boxHeight + gap)
    doc.roundedRect(x, y, boxWidth, boxHeight, 8).fill(TINT)
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor(BRAND)
      .text(winAnsi(value), x + 12, y + 12, { width: boxWidth - 24 })
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(winAnsi(label), x + 12, y + 40, { width: boxWidth - 24 })
  })
  doc.x = MARGIN
  doc.y = top + 2 * (boxHeight + gap) + 6
  for (const stage of ['trying', 'pregnant', 'parents'] as const) {
    const titles = {
      trying: [m.partner_stage_trying_title, m.partner_stage_trying_text],
      pregnant: [m.partner_stage_pregnant_title, m.partner_stage_pregnant_text],
      parents: [m.partner_stage_parents_title, m.partner_stage_parents_text],
    } as const
    item(titles[stage][0]({}, l), titles[stage][1]({}, l))
  }

  heading(m.partner_categories_title({}, l))
  text(m.partner_categories_intro({}, l), 10.5, MUTED, 'Helvetica', { lineGap: 2 })
  doc.moveDown(0.8)
  const categories = [
    [m.partner_category_baby_title, m.partner_category_baby_text],
    [m.partner_category_wellbeing_title, m.partner_category_wellbeing_text],
    [m.partner_category_retail_title, m.partner_category_retail_text],
    [m.partner_category_finance_title, m.partner_category_finance_text],
    [m.partner_category_services_title, m.partner_category_services_text],
    [m.partner_category_employers_title, m.partner_category_employers_text],
  ] as const
  for (const [title, body] of categories) item(title({}, l), body({}, l))

  heading(m.tools_media_kit_specs_title({}, l))
  text(m.partner_formats_intro({}, l), 10.5, MUTED, 'Helvetica', { lineGap: 2 })
  doc.moveDown(0.8)
  const formats = [
    [m.partner_format_media_title, m.partner_format_media_text, m.tools_media_kit_spec_media],
    [m.partner_format_coreg_title, m.partner_format_coreg_text, m.tools_media_kit_spec_coreg],
    [m.partner_format_special_title, m.partner_format_special_text, m.tools_media_kit_spec_special],
    [m.partner_format_community_title, m.partner_format_community_text, m.tools_media_kit_spec_community],
  ] as const
  for (const [title, body, spec] of formats) item(title({}, l), body({}, l), spec({}, l))

  heading(m.partner_standards_title({}, l))
  for (const line of [
    m.partner_standards_labelled,
    m.partner_standards_privacy,
    m.partner_standards_claims,
  ]) {
    text(`•  ${line({}, l)}`, 10.5, INK, 'Helvetica', { lineGap: 2, indent: 0 })
    doc.moveDown(0.3)
  }

  heading(m.tools_media_kit_contact_title({}, l))
  text(m.tools_media_kit_contact_text({}, l), 11, INK, 'Helvetica', { lineGap: 2 })
  doc.moveDown(0.5)
  text(site.contactEmail, 12, BRAND, 'Helvetica-Bold', { link: `mailto:${site.contactEmail}` })
  doc.moveDown(0.3)
  text(`${m.partner_cta_book({}, l)}: ${site.partnerUrl}#book-a-call`, 10.5, MUTED, 'Helvetica', {
    link: `${site.partnerUrl}#book-a-call`,
  })

  // Page numbers, once the number of pages is known.
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const label = m.tools_media_kit_page({ page: String(index + 1), total: String(range.count) }, l)
    // Writing inside the bottom margin: lift the margin so pdfkit does not open a new page.
    doc.page.margins.bottom = 0
    doc.font('Helvetica').fontSize(9).fillColor(MUTED)
    doc.text(siteName, MARGIN, A4.height - MARGIN + 12, { width: WIDTH / 2, lineBreak: false })
    doc.text(winAnsi(label), MARGIN + WIDTH / 2, A4.height - MARGIN + 12, {
      width: WIDTH / 2,
      align: 'right',
      lineBreak: false,
    })
  }
  doc.end()
  return done
}

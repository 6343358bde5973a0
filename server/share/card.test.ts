import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { SHARE_IMAGE_WIDTH } from '../../core/facts/share.ts'
import { shareCardSvg, textWidth, wrapText } from './card.ts'
import { renderShareImage } from './images.ts'

const card = { eyebrow: 'Community · Trying to conceive', siteName: 'Nestwell', footer: 'nestwell.app' }

describe('share card', () => {
  it('wraps a long title into lines that fit, and cuts what does not fit with an ellipsis', () => {
    const title = 'Irregular cycles after stopping the pill: how long until ovulation comes back? '.repeat(3)
    const lines = wrapText(title, 72, SHARE_IMAGE_WIDTH - 160, 4)
    expect(lines).toHaveLength(4)
    expect(lines.at(-1)).toMatch(/…$/)
    for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(SHARE_IMAGE_WIDTH - 160)
  })

  it('cuts a word longer than a line into pieces', () => {
    const lines = wrapText('a'.repeat(200), 72, 500, 100)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(500)
    expect(lines.join('')).toBe('a'.repeat(200))
  })

  it('escapes XML in every text', () => {
    const svg = shareCardSvg({ ...card, title: '<b>"x"</b> & \'more\'', eyebrow: '<i>' })
    expect(svg).not.toContain('<b>')
    expect(svg).not.toContain('<i>')
    expect(svg).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;')
    expect(svg).toContain('&lt;i&gt;')
    expect(svg).toContain('&#39;more&#39;')
    expect(svg).toContain('&amp;')
  })

  it('renders a 1200×630 PNG', async () => {
    const png = await renderShareImage({ ...card, title: 'Ciclos irregulares después de dejar la píldora' })
    const meta = await sharp(png).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })
})

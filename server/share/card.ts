// The share card drawn as SVG at core/facts/share.ts's size (1200×630): the brand, an eyebrow,
// the page's title wrapped to the card and a footer line. Text widths are estimated on the
// generous side for any sans-serif font the server may have, so a line never runs past the card;
// what does not fit is cut with an ellipsis. Every piece of text is XML-escaped.

import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../core/facts/share.ts'
import { escapeMarkup } from '../text/escape.ts'

const PADDING = 80
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * PADDING

export interface ShareCard {
  eyebrow: string
  title: string
  footer: string
  siteName: string
}

/** Width of a character in ems, bold sans-serif, rounded up (DejaVu Sans Bold is the widest common one). */
function charWidth(char: string): number {
  if (char === ' ') return 0.36
  if (/[iljtfrI.,:;'!|()[\]]/.test(char)) return 0.45
  if (/[mwMW@%]/.test(char)) return 1.05
  if (/[A-Z0-9]/.test(char)) return 0.8
  if (/[a-z]/.test(char)) return 0.66
  // Anything else (accented letters, other scripts, emoji): the widest estimate.
  return 1.1
}

export function textWidth(text: string, fontSize: number): number {
  let ems = 0
  for (const char of text) ems += charWidth(char)
  return ems * fontSize
}

/**
 * Words into lines no wider than `width`; a word too long for a line is cut into pieces.
 * More than `maxLines` lines: the last one ends with an ellipsis.
 */
export function wrapText(text: string, fontSize: number, width: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean)
  const pieces: string[] = []
  for (const word of words) {
    let rest = word
    while (textWidth(rest, fontSize) > width) {
      let cut = rest.length - 1
      while (cut > 1 && textWidth(rest.slice(0, cut), fontSize) > width) cut--
      pieces.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    pieces.push(rest)
  }
  const lines: string[] = []
  for (const piece of pieces) {
    const last = lines.at(-1)
    if (last !== undefined && textWidth(`${last} ${piece}`, fontSize) <= width)
      lines[lines.length - 1] = `${last} ${piece}`
    else lines.push(piece)
  }
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let tail = kept[maxLines - 1]!
  while (tail.length > 0 && textWidth(`${tail}…`, fontSize) > width) tail = tail.slice(0, -1).trimEnd()
  kept[maxLines - 1] = `${tail}…`
  return kept
}

/** The largest title size (from 72 px down) at which the title fits in four lines. */
function titleLayout(title: string): { size: number; lines: string[] } {
  for (const size of [72, 64, 56, 48]) {
    const lines = wrapText(title, size, TEXT_WIDTH, 4)
    if (!lines.at(-1)?.endsWith('…')) return { size, lines }
  }
  return { size: 48, lines: wrapText(title, 48, TEXT_WIDTH, 4) }
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"

export function shareCardSvg(card: ShareCard): string {
  const { size, lines } = titleLayout(card.title)
  const lineHeight = Math.round(size * 1.18)
  const titleTop = 200 + size
  const title = lines
    .map((line, i) => `<tspan x="${PADDING}" y="${titleTop + i * lineHeight}">${escapeMarkup(line)}</tspan>`)
    .join('')
  const eyebrow = wrapText(card.eyebrow, 30, TEXT_WIDTH, 1)[0] ?? ''
  const footer = wrapText(card.footer, 26, TEXT_WIDTH - 120, 1)[0] ?? ''
  const brand = wrapText(card.siteName, 44, TEXT_WIDTH - 100, 1)[0] ?? ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d28d9"/><stop offset="1" stop-color="#4c1d95"/></linearGradient></defs>
<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="url(#bg)"/>
<circle cx="1120" cy="620" r="260" fill="#ec4899" fill-opacity="0.25"/>
<rect x="${PADDING}" y="62" width="64" height="64" rx="16" fill="#ffffff"/>
<text x="${PADDING + 32}" y="108" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#6d28d9">${escapeMarkup(brand.slice(0, 1).toUpperCase())}</text>
<text x="${PADDING + 84}" y="110" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff">${escapeMarkup(brand)}</text>
<text x="${PADDING}" y="190" font-family="${FONT}" font-size="30" font-weight="600" fill="#fbcfe8">${escapeMarkup(eyebrow)}</text>
<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${title}</text>
<text x="${PADDING}" y="${SHARE_IMAGE_HEIGHT - 56}" font-family="${FONT}" font-size="26" fill="#ddd6fe">${escapeMarkup(footer)}</text>
</svg>`
}

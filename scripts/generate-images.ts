// Generates the site's raster images from SVG with sharp, once; the PNGs are committed.
//   npx node scripts/generate-images.ts
// public/images/og-default.png  1200×630 social card (Open Graph / Twitter default)
// public/images/logo-512.png    the logo for structured data (Organization.logo)
// public/apple-touch-icon.png   180×180, opaque, for iOS home screens
// public/favicon.ico            16 and 32 px PNGs in an ICO container, for old browsers
import { writeFileSync } from 'node:fs'
import sharp from 'sharp'

const font = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"
const gradient = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#ec4899"/></linearGradient>`
const mark = `<path d="M11 27V15.5c0-1 1.2-1.5 1.9-.8L27.1 28c.7.7 1.9.2 1.9-.8V13" fill="none" stroke="#fff"
  stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><circle cx="29" cy="10.5" r="2.2" fill="#fff"/>`

/** The logo mark on its gradient square; `radius` 0 for full-bleed icons. */
function logoSvg(size: number, radius: number, inset = 0): string {
  const scale = (size - inset * 2) / 40
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>${gradient}</defs><rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
<g transform="translate(${inset} ${inset}) scale(${scale})">${mark}</g></svg>`
}

function ogSvg(): string {
  const bars = [34, 52, 40, 66, 58, 72, 48]
    .map(
      (h, i) =>
        `<rect x="${854 + i * 27}" y="${470 - h}" width="18" height="${h}" rx="6" fill="${i === 5 ? '#7c3aed' : '#ddd6fe'}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2e1065"/><stop offset="0.55" stop-color="#6d28d9"/><stop offset="1" stop-color="#db2777"/>
  </linearGradient>
  ${gradient}
  <linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<circle cx="1080" cy="60" r="220" fill="#f472b6" opacity="0.25"/>
<circle cx="120" cy="620" r="200" fill="#a78bfa" opacity="0.25"/>
<g transform="translate(80 80)">
  <rect width="64" height="64" rx="19" fill="url(#g)"/>
  <g transform="scale(1.6)">${mark}</g>
  <text x="84" y="46" font-family="${font}" font-size="40" font-weight="700" fill="#fff">Nestwell</text>
</g>
<text font-family="${font}" font-size="60" font-weight="700" fill="#fff">
  <tspan x="80" y="268">Pregnancy, baby</tspan><tspan x="80" y="340">&amp; cycle tracking,</tspan>
  <tspan x="80" y="412">all in one app</tspan>
</text>
<text x="80" y="490" font-family="${font}" font-size="26" fill="#ede9fe">25M+ users · 4.8 ★ rating · a warm community of moms</text>
<g transform="rotate(4 940 330)">
  <rect x="800" y="60" width="280" height="560" rx="44" fill="#1e1b2e"/>
  <rect x="812" y="72" width="256" height="536" rx="34" fill="#faf5ff"/>
  <rect x="896" y="82" width="88" height="22" rx="11" fill="#1e1b2e"/>
  <text x="836" y="150" font-family="${font}" font-size="26" font-weight="700" fill="#1e1b2e">Week 24</text>
  <circle cx="940" cy="250" r="62" fill="none" stroke="#ede9fe" stroke-width="12"/>
  <circle cx="940" cy="250" r="62" fill="none" stroke="url(#ring)" stroke-width="12" stroke-linecap="round"
    stroke-dasharray="234 400" transform="rotate(-90 940 250)"/>
  <circle cx="940" cy="250" r="44" fill="#fce7f3"/>
  <circle cx="932" cy="242" r="19" fill="#fbcfe8"/>
  <ellipse cx="948" cy="262" rx="24" ry="18" fill="#fbcfe8"/>
  <rect x="836" y="340" width="208" height="150" rx="16" fill="#fff" stroke="#ede9fe"/>
  ${bars}
  <rect x="836" y="506" width="208" height="56" rx="16" fill="#fff" stroke="#ede9fe"/>
  <circle cx="862" cy="534" r="12" fill="#fdf2f8"/>
  <rect x="884" y="526" width="130" height="7" rx="3.5" fill="#e2e8f0"/>
  <rect x="884" y="540" width="90" height="6" rx="3" fill="#f1f5f9"/>
</g>
</svg>`
}

/** An ICO file holding PNG images (supported by every browser since IE 11's time). */
function ico(pngs: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt8(0, 2)
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)])
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false })

await png(ogSvg()).toFile('public/images/og-default.png')
await png(logoSvg(512, 112)).toFile('public/images/logo-512.png')
// iOS rounds the corners itself: the touch icon is a full square with the mark inset.
await sharp(Buffer.from(logoSvg(180, 0, 20)))
  .flatten({ background: '#8b5cf6' })
  .png()
  .toFile('public/apple-touch-icon.png')
const icons = await Promise.all(
  [16, 32].map(async (size) => ({ size, data: await png(logoSvg(size, size * 0.3)).toBuffer() })),
)
writeFileSync('public/favicon.ico', ico(icons))
console.log('[images] wrote og-default.png, logo-512.png, apple-touch-icon.png, favicon.ico')

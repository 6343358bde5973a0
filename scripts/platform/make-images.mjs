// Draws the site's raster illustrations (soft gradients, no text) into public/images/.
// Run: node scripts/platform/make-images.mjs. The PNGs are committed; the image endpoint
// serves them resized as webp.
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'

const out = new URL('../../public/images/', import.meta.url)
mkdirSync(out, { recursive: true })

function blob(cx, cy, r, color, opacity) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" fill-opacity="${opacity}" filter="url(#soft)"/>`
}

function hero(width, height) {
  const s = width / 2400
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="base" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f5f3ff"/>
      <stop offset="0.55" stop-color="#fdf4ff"/>
      <stop offset="1" stop-color="#fdf2f8"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${140 * s}"/></filter>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${18 * s}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#base)"/>
  ${blob(520 * s, 380 * s, 430 * s, '#a78bfa', 0.55)}
  ${blob(1850 * s, 300 * s, 380 * s, '#f9a8d4', 0.55)}
  ${blob(1500 * s, 1100 * s, 460 * s, '#c4b5fd', 0.5)}
  ${blob(300 * s, 1200 * s, 300 * s, '#fbcfe8', 0.6)}
  ${blob(1200 * s, 650 * s, 260 * s, '#fde68a', 0.35)}
  <g fill="none" stroke="#ffffff" stroke-linecap="round" stroke-opacity="0.7" stroke-width="${10 * s}">
    <path d="M ${700 * s} ${860 * s} C ${950 * s} ${1080 * s}, ${1450 * s} ${1080 * s}, ${1700 * s} ${860 * s}"/>
    <path d="M ${780 * s} ${930 * s} C ${1000 * s} ${1090 * s}, ${1400 * s} ${1090 * s}, ${1620 * s} ${930 * s}" stroke-opacity="0.45"/>
  </g>
  <path filter="url(#glow)" fill="#ffffff" fill-opacity="0.55"
    d="M ${1200 * s} ${820 * s} c ${-160 * s} ${-110 * s} ${-280 * s} ${-210 * s} ${-280 * s} ${-340 * s} a ${150 * s} ${150 * s} 0 0 1 ${280 * s} ${-80 * s} a ${150 * s} ${150 * s} 0 0 1 ${280 * s} ${80 * s} c 0 ${130 * s} ${-120 * s} ${230 * s} ${-280 * s} ${340 * s} z"/>
  <path fill="#ffffff" fill-opacity="0.85"
    d="M ${1200 * s} ${780 * s} c ${-140 * s} ${-100 * s} ${-240 * s} ${-190 * s} ${-240 * s} ${-300 * s} a ${128 * s} ${128 * s} 0 0 1 ${240 * s} ${-70 * s} a ${128 * s} ${128 * s} 0 0 1 ${240 * s} ${70 * s} c 0 ${110 * s} ${-100 * s} ${200 * s} ${-240 * s} ${300 * s} z"/>
</svg>`
}

function bloom(size) {
  const s = size / 1600
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <radialGradient id="base" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0" stop-color="#fdf2f8"/>
      <stop offset="1" stop-color="#ede9fe"/>
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${110 * s}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#base)"/>
  ${blob(420 * s, 460 * s, 380 * s, '#c4b5fd', 0.6)}
  ${blob(1180 * s, 520 * s, 340 * s, '#f9a8d4', 0.55)}
  ${blob(800 * s, 1180 * s, 420 * s, '#ddd6fe', 0.7)}
  <g fill="#ffffff" fill-opacity="0.55">
    ${[0, 60, 120, 180, 240, 300]
      .map(
        (angle) =>
          `<ellipse cx="${800 * s}" cy="${560 * s}" rx="${110 * s}" ry="${240 * s}" transform="rotate(${angle} ${800 * s} ${800 * s})"/>`,
      )
      .join('')}
  </g>
  <circle cx="${800 * s}" cy="${800 * s}" r="${120 * s}" fill="#fde68a" fill-opacity="0.8"/>
</svg>`
}

const images = [
  { name: 'hero-gradient.png', svg: hero(2400, 1350) },
  { name: 'bloom.png', svg: bloom(1600) },
]

for (const image of images) {
  const file = new URL(image.name, out)
  const info = await sharp(Buffer.from(image.svg))
    .png({ compressionLevel: 9, palette: true, quality: 90, dither: 1 })
    .toFile(file.pathname)
  console.log(`${image.name}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KiB`)
}

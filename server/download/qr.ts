// The download QR code, drawn on the server as SVG path data so the QR library never
// reaches the browser. One path: each row's runs of dark modules as rectangles.
import QRCode from 'qrcode'

export interface QrSvg {
  /** What the code encodes. */
  text: string
  /** Width and height in modules, quiet zone included (the SVG viewBox). */
  size: number
  /** Path data of the dark modules. */
  path: string
}

const QUIET_ZONE = 4
const cache = new Map<string, QrSvg>()

export function qrSvg(text: string): QrSvg {
  const cached = cache.get(text)
  if (cached) return cached
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  const parts: string[] = []
  for (let row = 0; row < n; row++) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col++
      const length = col - start
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`)
    }
  }
  const result = { text, size: n + QUIET_ZONE * 2, path: parts.join('') }
  cache.set(text, result)
  return result
}

/** The same code as a standalone SVG file (for an <img>), with a `margin` of quiet modules. */
export function qrSvgDocument(text: string, { margin, dark }: { margin: number; dark: string }): string {
  const qr = qrSvg(text)
  const inset = QUIET_ZONE - margin
  const side = qr.size - inset * 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${inset} ${inset} ${side} ${side}" shape-rendering="crispEdges"><rect width="${qr.size}" height="${qr.size}" fill="#ffffff"/><path fill="${dark}" d="${qr.path}"/></svg>\n`
}

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

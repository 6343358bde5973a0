// The QR code of the app download link, drawn on the server as SVG. Its only input is the
// configured link, so it cannot be used to make QR codes of anything else.
import QRCode from 'qrcode'
import { env } from '../env'

let cached: { url: string; svg: string } | undefined

export async function appDownloadQrSvg(): Promise<string> {
  const url = env().APP_DOWNLOAD_URL
  if (cached?.url === url) return cached.svg
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#2e1065', light: '#ffffff' },
  })
  cached = { url, svg }
  return svg
}

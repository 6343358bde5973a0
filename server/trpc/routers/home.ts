import { env } from '../../env.ts'
import { qrSvg } from '../../download/qr.ts'
import { cachedProcedure, router } from '../init.ts'

export const homeRouter = router({
  /** The QR code of the app download link (site config `appDownloadUrl`). */
  downloadQr: cachedProcedure.query(() => qrSvg(env().APP_DOWNLOAD_URL)),
})

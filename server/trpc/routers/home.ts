import { env } from '../../env'
import { qrSvg } from '../../download/qr'
import { cachedProcedure, router } from '../init'

export const homeRouter = router({
  /** The QR code of the app download link (site config `appDownloadUrl`). */
  downloadQr: cachedProcedure.query(() => qrSvg(env().APP_DOWNLOAD_URL)),
})

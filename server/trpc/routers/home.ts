import { env } from '../../env'
import { qrSvg } from '../../home/qr'
import { publicProcedure, router } from '../init'

export const homeRouter = router({
  /** The QR code of the app download link (site config `appDownloadUrl`). */
  downloadQr: publicProcedure.query(() => qrSvg(env().APP_DOWNLOAD_URL)),
})

import { createFileRoute } from '@tanstack/react-router'
import { appDownloadQrSvg } from '../../../server/community/qr'

// The download-the-app QR code shown in the get-the-app dialog on wide screens.
export const Route = createFileRoute('/api/qr.svg')({
  server: {
    handlers: {
      GET: async () =>
        new Response(await appDownloadQrSvg(), {
          headers: {
            'content-type': 'image/svg+xml; charset=utf-8',
            'cache-control': 'public, max-age=3600',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        }),
    },
  },
})

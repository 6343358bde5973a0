import { createFileRoute } from '@tanstack/react-router'
import { qrSvgDocument } from '@server/download/qr'
import { env } from '@server/env'
import { cachePolicy } from '@server/http/cache-policy'

// The download-the-app QR code shown in the get-the-app dialog on wide screens: the home page's
// code (one source), as a file. Its only input is the configured link.
export const Route = createFileRoute('/api/qr.svg')({
  server: {
    handlers: {
      GET: async () =>
        new Response(qrSvgDocument(env().APP_DOWNLOAD_URL, { margin: 1, dark: '#2e1065' }), {
          headers: {
            'content-type': 'image/svg+xml; charset=utf-8',
            'cache-control': cachePolicy.generated,
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        }),
    },
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { renderAvatar } from '../../../server/community/avatars'

export const Route = createFileRoute('/api/avatars/$seed')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const seed = params.seed
        if (!seed || seed.length > 100) return new Response('Not found', { status: 404 })
        return new Response(await renderAvatar(seed), {
          headers: {
            'content-type': 'image/svg+xml; charset=utf-8',
            'cache-control': 'public, max-age=31536000, immutable',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        })
      },
    },
  },
})

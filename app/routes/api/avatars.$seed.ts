import { createFileRoute } from '@tanstack/react-router'
import { renderAvatar } from '@server/community/avatars'
import { cachePolicy } from '@server/http/cache-policy'

export const Route = createFileRoute('/api/avatars/$seed')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const seed = params.seed
        if (!seed || seed.length > 100) return new Response('Not found', { status: 404 })
        return new Response(await renderAvatar(seed), {
          headers: {
            'content-type': 'image/svg+xml; charset=utf-8',
            'cache-control': cachePolicy.immutable,
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        })
      },
    },
  },
})

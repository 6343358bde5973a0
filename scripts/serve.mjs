// Production server: static assets from dist/client, everything else through the app.
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const { default: app } = await import(`${root}dist/server/server.js`)

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

const hashedAssets = staticMiddleware({ dir: `${root}dist/client`, maxAge: 31_536_000, immutable: true })
const publicFiles = staticMiddleware({ dir: `${root}dist/client`, maxAge: 3600 })

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    (request, next) =>
      new URL(request.url).pathname.startsWith('/assets/')
        ? hashedAssets(request, next)
        : publicFiles(request, next),
  ],
  fetch: (request) => app.fetch(request),
  error(error) {
    console.error('[server] unhandled error:', error)
    return new Response('Internal error', { status: 500, headers: { 'content-type': 'text/plain' } })
  },
})

await server.ready()
console.log(`[server] listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`[server] ${signal}: closing`)
  const force = setTimeout(() => process.exit(1), 8000)
  force.unref()
  try {
    await server.close(true)
    await app.shutdown?.()
  } catch (error) {
    console.error('[server] error while closing:', error)
  }
  process.exit(0)
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

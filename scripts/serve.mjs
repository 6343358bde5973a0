// Production server: static assets from dist/client, everything else through the app.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const root = fileURLToPath(new URL('..', import.meta.url))
// React and other dependencies stay outside the server bundle and pick their production or
// development build from NODE_ENV when they load: unset, server rendering ran React's
// development build, several times slower.
process.env.NODE_ENV ??= 'production'
const started = performance.now()

function fail(error) {
  // Configuration problems get their message, not a stack trace.
  const known = ['EnvError', 'DataDirLockedError'].includes(error?.name)
  console.error(`[server] cannot start: ${known ? error.message : (error?.stack ?? error)}`)
  process.exit(1)
}

let app
try {
  app = (await import(`${root}dist/server/server.js`)).default
  await app.ready?.()
} catch (error) {
  fail(error)
}

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

// .br/.gz files written at build time (build/precompress.ts) are sent as they are.
const encodings = { br: '.br', gzip: '.gz' }
const hashedAssets = staticMiddleware({
  dir: `${root}dist/client`,
  maxAge: 31_536_000,
  immutable: true,
  encodings,
})
const publicFiles = staticMiddleware({ dir: `${root}dist/client`, maxAge: 3600, encodings })

// The files outside /assets, listed once: a page request then costs no file-system lookup.
const publicPaths = new Set(
  readdirSync(`${root}dist/client`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      `/${entry.parentPath.slice(`${root}dist/client`.length + 1)}/${entry.name}`.replace('//', '/'),
    )
    .filter((path) => !path.startsWith('/assets/')),
)

const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    async (request, next) => {
      let pathname
      try {
        pathname = new URL(request.url).pathname
      } catch (error) {
        // A Host header no URL can be built from (`Host: x:99999`): the client's mistake.
        return app.failure(error, request)
      }
      const isAsset = pathname.startsWith('/assets/')
      if (!isAsset && !publicPaths.has(pathname)) return next()
      let fromApp = false
      const response = await (isAsset ? hashedAssets : publicFiles)(request, () => {
        fromApp = true
        return next()
      })
      // The app sets its own headers (with the page's CSP nonce); files get the static set.
      return fromApp ? response : app.secureAsset(response)
    },
  ],
  fetch: (request) => app.fetch(request),
  error(error) {
    console.error('[server] unhandled error:', error)
    // Plain text with the security headers, like every other answer.
    return app.failure(error)
  },
})

try {
  await server.ready()
} catch (error) {
  fail(error)
}
const shown = hostname === '0.0.0.0' ? 'localhost' : hostname
console.log(
  `[server] listening on http://${shown}:${port} (ready in ${Math.round(performance.now() - started)} ms)`,
)

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

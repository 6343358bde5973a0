// Production server: static assets from dist/client, everything else through the app. On
// PostgreSQL the process is a cluster primary forking WEB_CONCURRENCY workers that each run the
// server below (server/ops/cluster.ts); on PGlite it serves alone. Run by Node's type stripping
// (erasable syntax only): it talks to the bundle through the typed contract of
// server/http/site-server.ts.
import cluster from 'node:cluster'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { env as readEnv } from '../server/env.ts'
import { runPrimary, workerCount } from '../server/ops/cluster.ts'
import { startIdleMemoryRelease } from '../server/ops/idle-memory.ts'
import { errorFields, log } from '../server/ops/log.ts'
import type { SiteServer } from '../server/http/site-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
// The packages left outside the server bundle (build/server-dependencies.ts) pick their production or
// development build from NODE_ENV when they load; React, inside it, is built for production.
process.env.NODE_ENV ??= 'production'
const started = performance.now()
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function fail(error: unknown): never {
  // Configuration problems get their message, not a stack trace.
  const name = (error as { name?: unknown } | null)?.name
  const known = name === 'EnvError' || name === 'DataDirLockedError'
  log.fatal(known ? { reason: (error as Error).message } : { error: errorFields(error) }, 'cannot start')
  process.exit(1)
}

let settings: ReturnType<typeof readEnv>
try {
  settings = readEnv()
} catch (error) {
  fail(error)
}

// Read by V8 whenever it sets the next full collection's limit, so it holds from here on; under
// 50 connections of uncached pages it keeps ~70 MB less per process for a few % fewer pages a
// second (decision 026).
if (settings.HEAP_GROWTH_PERCENT > 0)
  v8.setFlagsFromString(`--heap-growing-percent=${settings.HEAP_GROWTH_PERCENT}`)

if (cluster.isPrimary) {
  const { count, why } = workerCount(settings)
  if (count > 1) runPrimary(fileURLToPath(import.meta.url), count, why)
  else {
    log.info({ workers: 1, why: settings.DATABASE_URL ? 'WEB_CONCURRENCY=1' : why }, 'serving in one process')
    await serveHere()
  }
} else await serveHere()

async function serveHere() {
  let app: SiteServer
  try {
    app = (await import(`${root}dist/server/server.js`)).default as SiteServer
    await app.ready()
  } catch (error) {
    fail(error)
  }

  const port = settings.PORT
  const hostname = settings.HOST

  // .br/.gz files written at build time (build/precompress.ts) are sent as they are.
  const encodings = { br: '.br', gzip: '.gz' }
  // Their Cache-Control comes from the app's table (server/http/cache-policy.ts, via secureAsset).
  const hashedAssets = staticMiddleware({ dir: `${root}dist/client`, encodings })
  const publicFiles = staticMiddleware({ dir: `${root}dist/client`, encodings })

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
    // In a cluster worker the primary holds the socket and deals out connections (round robin):
    // a worker that dies takes no waiting connection with it.
    node: { exclusive: false },
    middleware: [
      // Every request, files included, gets its id, its log line and its metrics.
      (request, next) =>
        app.observe(request, async () => {
          let pathname: string
          try {
            pathname = new URL(request.url).pathname
          } catch (error) {
            // A Host header no URL can be built from (`Host: x:99999`): the client's mistake.
            app.setRoute('invalid url')
            return app.failure(error, request)
          }
          const isAsset = pathname.startsWith('/assets/')
          if (!isAsset && !publicPaths.has(pathname)) return next()
          let fromApp = false
          const response = await (isAsset ? hashedAssets : publicFiles)(request, () => {
            fromApp = true
            return next()
          })
          if (fromApp) return response
          // The app sets its own headers; files get the static set and Cache-Control from its table.
          app.setRoute(isAsset ? '/assets/*' : pathname)
          return app.secureAsset(response, isAsset)
        }),
    ],
    fetch: (request) => app.fetch(request),
    error(error) {
      log.error({ error: errorFields(error) }, 'unhandled error')
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
  log.info({ url: `http://${shown}:${port}`, readyMs: Math.round(performance.now() - started) }, 'listening')
  if (settings.IDLE_MEMORY_RELEASE) startIdleMemoryRelease(memoryReducingCollection())

  let stopping = false
  async function stop(signal: 'SIGTERM' | 'SIGINT') {
    if (stopping) return
    stopping = true
    // From now on /readyz answers 503; requests are still served for SHUTDOWN_DRAIN_SECONDS
    // (the load balancer's time to notice), then the port closes and open requests finish.
    app.drain()
    const drainMs = signal === 'SIGTERM' ? settings.SHUTDOWN_DRAIN_SECONDS * 1000 : 0
    log.info({ signal, drainMs }, 'stopping: draining requests')
    const force = setTimeout(() => {
      log.error('requests still open after the drain: exiting')
      process.exit(1)
    }, drainMs + 8000)
    force.unref()
    try {
      await sleep(drainMs)
      await Promise.race([server.close(false), sleep(5000)])
      await server.close(true)
      await app.shutdown()
    } catch (error) {
      log.error({ error: errorFields(error) }, 'error while closing')
    }
    log.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

/**
 * V8's own collection with its options (a full one that also releases the pages V8 keeps pooled),
 * reached without --expose-gc on the command line, so it holds however the server is started.
 */
function memoryReducingCollection(): () => void {
  v8.setFlagsFromString('--expose-gc')
  const collect = runInNewContext('gc') as (options: object) => void
  return () => {
    const before = process.memoryUsage.rss()
    const startedAt = performance.now()
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' })
    const ms = Math.round(performance.now() - startedAt)
    const returnedMb = Math.round((before - process.memoryUsage.rss()) / 1048576)
    log.debug({ ms, returnedMb }, 'quiet after a busy spell: memory returned')
  }
}

// The cluster primary of `npm start` on PostgreSQL: forks WEB_CONCURRENCY workers that share
// the port (node:cluster hands each new connection to the next worker), forks a replacement for
// one that dies, and on SIGTERM/SIGINT passes the signal on and exits once all have drained.
// It also answers a worker's /metrics request with every worker's metrics aggregated.
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { AggregatorRegistry } from 'prom-client'
import { errorFields, log } from './log.ts'
import {
  type ClusterMessage,
  METRICS_COLLECT,
  METRICS_JSON,
  METRICS_REQUEST,
  METRICS_TEXT,
  isClusterMessage,
} from './messages.ts'

/** How many processes serve: one on PGlite (a data folder has one owner), else WEB_CONCURRENCY or the cores. */
export function workerCount(e: { DATABASE_URL?: string; WEB_CONCURRENCY?: number }): {
  count: number
  why: string
} {
  if (!e.DATABASE_URL) {
    return { count: 1, why: 'DATABASE_URL is not set: the embedded PGlite is opened by one process only' }
  }
  if (e.WEB_CONCURRENCY) return { count: e.WEB_CONCURRENCY, why: 'WEB_CONCURRENCY' }
  return { count: availableParallelism(), why: 'one per core (WEB_CONCURRENCY not set)' }
}

const listening = new Set<number>()
let nextCollection = 0
const collections = new Map<number, (message: ClusterMessage) => void>()

/** Every listening worker's registry as JSON, aggregated; a worker that does not answer in 3 s is left out. */
async function aggregatedMetrics(): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter(
    (worker): worker is Worker => worker?.isConnected() === true && listening.has(worker.id),
  )
  const answers = await Promise.all(
    workers.map(
      (worker) =>
        new Promise<ClusterMessage['metrics']>((resolve) => {
          const id = nextCollection++
          const timer = setTimeout(() => {
            collections.delete(id)
            resolve(undefined)
          }, 3000)
          collections.set(id, (message) => {
            clearTimeout(timer)
            collections.delete(id)
            resolve(message.metrics)
          })
          worker.send({ type: METRICS_COLLECT, id } satisfies ClusterMessage)
        }),
    ),
  )
  const metrics = answers.filter((answer) => answer !== undefined)
  return AggregatorRegistry.aggregate(metrics).metrics()
}

function onMessage(worker: Worker, message: unknown): void {
  if (!isClusterMessage(message)) return
  if (message.type === METRICS_JSON) collections.get(message.id)?.(message)
  if (message.type === METRICS_REQUEST) {
    aggregatedMetrics().then(
      (text) => worker.send({ type: METRICS_TEXT, id: message.id, text } satisfies ClusterMessage),
      (error: Error) =>
        worker.send({ type: METRICS_TEXT, id: message.id, error: error.message } satisfies ClusterMessage),
    )
  }
}

/**
 * A worker's environment: the primary's, with glibc's malloc arenas capped at 2 unless the operator
 * set MALLOC_ARENA_MAX. Renders on many threads' arenas kept ~30 MB more RSS per worker under 50
 * connections (309 against 338 MB at the peak, 219 against 239 MB at rest; docs/operations.md).
 */
export function workerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' }
}

export function runPrimary(script: string, count: number, why: string): void {
  cluster.setupPrimary({ exec: script })
  let stopping = false
  const started = new Map<number, number>()
  const fork = () => {
    if (stopping) return
    const worker = cluster.fork(workerEnv(process.env))
    started.set(worker.id, Date.now())
  }

  cluster.on('listening', (worker) => {
    listening.add(worker.id)
    log.info({ worker: worker.process.pid }, 'worker listening')
  })
  cluster.on('message', onMessage)
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id)
    const lived = Date.now() - (started.get(worker.id) ?? 0)
    started.delete(worker.id)
    if (stopping) {
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) {
        log.info('all workers stopped')
        process.exit(0)
      }
      return
    }
    // A worker that dies at once (a bad deploy) is not restarted in a tight loop.
    const delay = lived < 5000 ? 1000 : 0
    log.error(
      { worker: worker.process.pid, code, signal, restartInMs: delay },
      'worker died: starting another',
    )
    setTimeout(fork, delay)
  })

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'primary: stopping the workers (each drains its requests)')
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    setTimeout(() => {
      log.error('workers did not stop in time: killing them')
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(1)
    }, 70_000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('uncaughtException', (error) =>
    log.error({ error: errorFields(error) }, 'primary: uncaught exception'),
  )

  log.info({ workers: count, why }, `starting ${count} workers`)
  for (let i = 0; i < count; i++) fork()
}

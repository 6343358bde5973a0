// Prometheus metrics (prom-client's global registry), served at /metrics. In a cluster worker
// the answer is the whole server's: the worker asks the primary, which gathers every worker's
// registry and aggregates them (server/ops/cluster.ts). Figures read from the shared database
// (the outbox) are the same in every worker and aggregated with `max`, not summed.
import cluster from 'node:cluster'
import { count, eq, min } from 'drizzle-orm'
import client from 'prom-client'
import { openDatabase, poolStats } from '../db/client.ts'
import { readTargets, replicaLag } from '../db/read.ts'
import { mailOutbox } from '../db/schema.ts'
import { pageCacheBytes } from '../http/page-cache.ts'
import { queryCacheBytes } from '../trpc/query-cache.ts'
import {
  type ClusterMessage,
  METRICS_COLLECT,
  METRICS_JSON,
  METRICS_REQUEST,
  METRICS_TEXT,
  isClusterMessage,
} from './messages.ts'

const { register } = client
client.collectDefaultMetrics({ register })

const requestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to the response headers, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})

const pageCache = new client.Counter({
  name: 'page_cache_requests_total',
  help: 'Requests that could share a cached page, by what the page cache answered',
  labelNames: ['state'] as const,
})

const queryCacheHits = new client.Counter({
  name: 'query_cache_hits_total',
  help: 'Public read procedures answered from the in-process query cache',
})

const purgesSent = new client.Counter({
  name: 'purges_sent_total',
  help: 'PURGE requests sent to the shared cache (PURGE_URL), by result: ok, or error (retried)',
  labelNames: ['result'] as const,
})
for (const result of ['ok', 'error'] as const) purgesSent.inc({ result }, 0)
const purgeFailures = new client.Counter({
  name: 'purge_failures_total',
  help: 'Batches of content keys given up after the last retry: copies stay until their s-maxage',
})

export type FormRefusalReason = 'validation' | 'rate_limit' | 'bot_check' | 'unavailable'
const formRefusals = new client.Counter({
  name: 'form_refusals_total',
  help: 'Form submissions refused, by reason',
  labelNames: ['reason'] as const,
})
for (const reason of ['validation', 'rate_limit', 'bot_check', 'unavailable'] as const) {
  formRefusals.inc({ reason }, 0)
}
for (const state of ['hit', 'miss', 'stale'] as const) pageCache.inc({ state }, 0)

new client.Gauge({
  name: 'db_pool_waiting_clients',
  help: 'Queries waiting for a PostgreSQL connection of the pool',
  collect() {
    this.set(poolStats()?.waiting ?? 0)
  },
})

new client.Gauge({
  name: 'db_pool_connections',
  help: 'Open PostgreSQL connections of the pool',
  collect() {
    this.set(poolStats()?.total ?? 0)
  },
})

new client.Gauge({
  name: 'replica_lag_seconds',
  help: 'How far the read replica is behind the primary (+Inf: unreachable or not measured yet); absent without DATABASE_READ_URL',
  aggregator: 'max',
  collect() {
    const lag = replicaLag()
    if (lag === undefined) this.reset()
    else this.set(lag)
  },
})

const reads = new client.Counter({
  name: 'db_reads_total',
  help: 'Community and pregnancy reads, by the database that served them (replica or primary)',
  labelNames: ['target'] as const,
  collect() {
    const counts = readTargets()
    this.reset()
    this.inc({ target: 'replica' }, counts.replica)
    this.inc({ target: 'primary' }, counts.primary)
  },
})
void reads

let outboxRead: Promise<{ pending: number; oldestSeconds: number }> | undefined
/** One outbox query per scrape, shared by the two gauges. */
function readOutbox() {
  outboxRead ??= (async () => {
    try {
      const { db } = await openDatabase()
      const [row] = await db
        .select({ pending: count(), oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'))
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined
      return {
        pending: Number(row?.pending ?? 0),
        oldestSeconds: oldest ? Math.max(0, (Date.now() - oldest) / 1000) : 0,
      }
    } finally {
      setTimeout(() => {
        outboxRead = undefined
      }, 1000).unref()
    }
  })()
  return outboxRead
}

new client.Gauge({
  name: 'mail_outbox_pending',
  help: 'Mails queued and not yet sent (the whole database)',
  aggregator: 'max',
  async collect() {
    this.set((await readOutbox()).pending)
  },
})

new client.Gauge({
  name: 'mail_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest mail not yet sent, 0 when none waits',
  aggregator: 'max',
  async collect() {
    this.set((await readOutbox()).oldestSeconds)
  },
})

let renderQueue: () => { active: number; waiting: number } = () => ({ active: 0, waiting: 0 })
/** The server entry hands over its render slots' counters. */
export function watchRenderQueue(stats: typeof renderQueue): void {
  renderQueue = stats
}
new client.Gauge({
  name: 'render_queue_waiting',
  help: 'Page renders waiting for a render slot',
  collect() {
    this.set(renderQueue().waiting)
  },
})

new client.Gauge({
  name: 'page_cache_bytes',
  help: 'Bytes of rendered pages held by the page cache (limit: PAGE_CACHE_MAX_MB per process)',
  collect() {
    this.set(pageCacheBytes())
  },
})

new client.Gauge({
  name: 'query_cache_bytes',
  help: 'About the bytes of read results held by the query cache (limit: QUERY_CACHE_MAX_MB per process)',
  collect() {
    this.set(queryCacheBytes())
  },
})

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  requestDuration.observe({ method, route, status: String(status) }, seconds)
}

export function countPageCache(state: string | null): void {
  if (state === 'HIT') pageCache.inc({ state: 'hit' })
  else if (state === 'MISS') pageCache.inc({ state: 'miss' })
  else if (state === 'STALE') pageCache.inc({ state: 'stale' })
}

/** Called by the query cache on each answer it gives from memory. */
export function countPurgeSent(result: 'ok' | 'error'): void {
  purgesSent.inc({ result })
}

export function countPurgeFailure(): void {
  purgeFailures.inc()
}

export function countQueryCacheHit(): void {
  queryCacheHits.inc()
}

/** Called where a form submission is refused, with why. */
export function countFormRefusal(reason: FormRefusalReason): void {
  formRefusals.inc({ reason })
}

export const metricsContentType = register.contentType

// A worker answers the primary's collection requests with its own registry.
if (cluster.isWorker) {
  process.on('message', (message: unknown) => {
    if (!isClusterMessage(message) || message.type !== METRICS_COLLECT) return
    register.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: METRICS_JSON, id: message.id, metrics } satisfies ClusterMessage),
      (error: Error) =>
        process.send?.({ type: METRICS_JSON, id: message.id, error: error.message } satisfies ClusterMessage),
    )
  })
}

let nextRequest = 0
const waitingForText = new Map<number, (message: ClusterMessage) => void>()
if (cluster.isWorker) {
  process.on('message', (message: unknown) => {
    if (isClusterMessage(message) && message.type === METRICS_TEXT) waitingForText.get(message.id)?.(message)
  })
}

/** The metrics text of the whole server: this process's, or the cluster's through the primary. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics()
  const id = nextRequest++
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waitingForText.delete(id)
      reject(new Error('the cluster primary did not answer with the metrics'))
    }, 10_000)
    waitingForText.set(id, (message) => {
      clearTimeout(timer)
      waitingForText.delete(id)
      if (message.error !== undefined) reject(new Error(message.error))
      else resolve(message.text ?? '')
    })
    process.send?.({ type: METRICS_REQUEST, id } satisfies ClusterMessage)
  })
}

// Community ingest (issue 26): events by kind and result, refused requests by reason, the lag
// from the event's time in the app to the moment every cache was told, and content changes.
const ingestEventsTotal = new client.Counter({
  name: 'ingest_events_total',
  help: 'Community events received from the app, by kind and result (applied, duplicate, stale, rejected)',
  labelNames: ['kind', 'result'] as const,
})
export type IngestRefusal =
  | 'disabled'
  | 'missing'
  | 'expired'
  | 'signature'
  | 'replayed'
  | 'malformed'
  | 'too_large'
const ingestRefused = new client.Counter({
  name: 'ingest_requests_refused_total',
  help: 'Ingest requests refused whole, by reason',
  labelNames: ['reason'] as const,
})
for (const reason of ['missing', 'expired', 'signature', 'replayed', 'malformed', 'too_large'] as const) {
  ingestRefused.inc({ reason }, 0)
}
const ingestLag = new client.Histogram({
  name: 'ingest_lag_seconds',
  help: "From an event's time in the app to its change being published to every process",
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600],
})
const contentChanges = new client.Counter({
  name: 'content_changes_total',
  help: 'Content changes published (one purge request each to the shared cache), by reason',
  labelNames: ['reason'] as const,
})
const cacheDrops = new client.Counter({
  name: 'content_cache_drops_total',
  help: 'Content changes this process heard and dropped its page and query caches for',
})

export function countIngestEvent(kind: string, result: string): void {
  ingestEventsTotal.inc({ kind, result })
}
export function countIngestRefusal(reason: IngestRefusal): void {
  ingestRefused.inc({ reason })
}
export function observeIngestLag(seconds: number): void {
  if (Number.isFinite(seconds)) ingestLag.observe(Math.max(0, seconds))
}
export function countContentChange(reason: string): void {
  contentChanges.inc({ reason })
}
export function countCacheDrop(): void {
  cacheDrops.inc()
}

// Page views (decision 040): a visitor's GET answered with a 200 page, by route template (only
// the site's pages, else `other`) and the URL's locale; summed over the workers. The same views
// go to the page_views table by day (server/ops/page-views.ts).
const pageViewsTotal = new client.Counter({
  name: 'page_views_total',
  help: 'Pages answered 200 to visitors (not crawlers, HEAD or prefetches) by this server, by route template and locale',
  labelNames: ['route', 'locale'] as const,
})

export function countPageViewMetric(route: string, locale: string): void {
  pageViewsTotal.inc({ route, locale })
}

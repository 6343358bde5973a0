// POST /api/ingest/events: the app's backend sends signed batches of community events
// (docs/community-ingest.md). GET /api/ingest/schema.json publishes their JSON Schema.
//
// Authentication: HMAC-SHA256 over `{timestamp}.{body}` with INGEST_SECRET (or
// INGEST_SECRET_PREVIOUS while a new secret rolls out), the timestamp within ±5 minutes, and the
// same signed request accepted once (a replay within the window is refused). Every refusal is a
// 401 with a reason, counted; ingest is a 404 unless a secret is set.
import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  INGEST_EVENTS_PATH,
  INGEST_MAX_BYTES,
  INGEST_MAX_EVENTS,
  INGEST_SCHEMA_PATH,
  INGEST_WINDOW_SECONDS,
  ingestBatch,
  ingestJsonSchema,
} from '../../core/community/ingest.ts'
import { type ContentChange, publishContentChange } from '../cache/content-changes.ts'
import { db, isDatabaseUnavailable } from '../db/client.ts'
import { ingestRequests } from '../db/schema.ts'
import { env } from '../env.ts'
import { readCappedBody } from '../http/body-limit.ts'
import { cachePolicy } from '../http/cache-policy.ts'
import { errorFields, log } from '../ops/log.ts'
import {
  type IngestRefusal,
  countContentChange,
  countIngestEvent,
  countIngestRefusal,
  observeIngestLag,
} from '../ops/metrics.ts'
import { applyEvents, pruneIngestLog } from './apply.ts'

export const TIMESTAMP_HEADER = 'x-nestwell-timestamp'
export const SIGNATURE_HEADER = 'x-nestwell-signature'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': cachePolicy.private, ...headers } })

function refuse(status: number, reason: IngestRefusal, message: string): Response {
  countIngestRefusal(reason)
  log.warn({ reason, status }, 'ingest: request refused')
  return json(status, { error: message, reason })
}

/** `v1=` + hex of HMAC-SHA256(secret, `${timestamp}.${body}`): what the app sends. */
export function signIngestBody(secret: string, timestamp: string, body: string | Buffer): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`
}

/** Constant-time check against each accepted secret. */
function signatureMatches(given: string, timestamp: string, body: Buffer): boolean {
  const secrets = [env().INGEST_SECRET, env().INGEST_SECRET_PREVIOUS].filter((s): s is string => Boolean(s))
  const givenBytes = Buffer.from(given)
  let ok = false
  for (const secret of secrets) {
    const expected = Buffer.from(signIngestBody(secret, timestamp, body))
    // Every secret is compared (no early exit), each in constant time.
    if (expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes)) ok = true
  }
  return ok
}

let lastPrune = 0

async function handleEvents(request: Request, url: URL): Promise<Response> {
  if (!env().INGEST_SECRET)
    return new Response('Not found\n', { status: 404, headers: { 'cache-control': cachePolicy.private } })
  if (request.method !== 'POST') {
    return json(405, { error: 'POST only' }, { allow: 'POST' })
  }
  const capped = await readCappedBody(request, url, INGEST_MAX_BYTES)
  if (!capped)
    return refuse(413, 'too_large', `the body is over ${INGEST_MAX_BYTES} bytes: send smaller batches`)
  const body = Buffer.from(await capped.arrayBuffer())

  const timestamp = request.headers.get(TIMESTAMP_HEADER)
  const signature = request.headers.get(SIGNATURE_HEADER)
  if (!timestamp || !signature) {
    return refuse(401, 'missing', `${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER} are required`)
  }
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN
  if (!Number.isFinite(seconds) || Math.abs(Date.now() / 1000 - seconds) > INGEST_WINDOW_SECONDS) {
    return refuse(
      401,
      'expired',
      `the timestamp is not within ${INGEST_WINDOW_SECONDS} s of the server's clock`,
    )
  }
  if (signature.length > 200 || !signatureMatches(signature, timestamp, body)) {
    return refuse(401, 'signature', 'bad signature')
  }

  let database: Awaited<ReturnType<typeof db>>
  try {
    database = await db()
    // The same signed request twice is a replay (a retry is signed anew with a new timestamp).
    const fresh = await database
      .insert(ingestRequests)
      .values({ signature: signature.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ signature: ingestRequests.signature })
    if (fresh.length === 0) return refuse(401, 'replayed', 'this signed request was received already')
  } catch (error) {
    return unavailable(error)
  }

  let raw: unknown
  try {
    raw = JSON.parse(body.toString('utf8'))
  } catch {
    return refuse(400, 'malformed', 'the body is not JSON')
  }
  const count = (raw as { events?: unknown } | null)?.events
  if (Array.isArray(count) && count.length > INGEST_MAX_EVENTS) {
    return refuse(413, 'too_large', `at most ${INGEST_MAX_EVENTS} events per batch (got ${count.length})`)
  }
  const batch = ingestBatch.safeParse(raw)
  if (!batch.success) {
    const issue = batch.error.issues[0]!
    const field = issue.path.length ? issue.path.join('.') : 'body'
    return refuse(400, 'malformed', `${field}: ${issue.message}`)
  }

  let outcome: Awaited<ReturnType<typeof applyEvents>>
  try {
    outcome = await applyEvents(database, batch.data.events, { pace: true })
  } catch (error) {
    return unavailable(error)
  }
  for (const [index, result] of outcome.results.entries()) {
    const kind = (batch.data.events[index] as { kind?: unknown })?.kind
    countIngestEvent(typeof kind === 'string' && kind.length < 40 ? kind : 'unknown', result.status)
  }
  // Published after the commit: every process drops its copies, the shared cache is purged once.
  for (const change of outcome.changes) {
    if (change.keys.length === 0) continue
    await publish(change)
  }
  const now = Date.now()
  for (const event of outcome.applied) observeIngestLag((now - event.occurredAt) / 1000)
  if (now - lastPrune > 600_000) {
    lastPrune = now
    void pruneIngestLog(database).catch(() => {})
  }

  const tally = { applied: 0, duplicate: 0, stale: 0, rejected: 0 }
  for (const result of outcome.results) tally[result.status]++
  const rejected = outcome.results.filter((r) => r.status === 'rejected')
  // Ids only: never text, names or slugs.
  log.info({ ...tally, rejectedIds: rejected.slice(0, 20).map((r) => r.id) }, 'ingest: batch applied')
  if (rejected.length > 0) {
    const first = rejected[0]!
    return json(400, {
      error: `${first.field}: ${first.message}`,
      ...tally,
      results: outcome.results,
    })
  }
  return json(200, { ...tally, results: outcome.results })
}

function unavailable(error: unknown): Response {
  log.error({ err: errorFields(error) }, 'ingest: batch not applied')
  const status = isDatabaseUnavailable(error) ? 503 : 500
  return json(status, { error: 'not applied: send the batch again (signed anew)' }, { 'retry-after': '5' })
}

const PUBLISH_RETRIES = 30

/**
 * Publishes a change; when the NOTIFY fails (the database away a moment), tries again every
 * second in the background: the events are committed, and other processes must still hear.
 */
async function publish(change: ContentChange, attempt = 0): Promise<void> {
  try {
    await publishContentChange(change)
    countContentChange(change.reason)
  } catch (error) {
    log.error({ err: errorFields(error), attempt, reason: change.reason }, 'ingest: change not published yet')
    if (attempt < PUBLISH_RETRIES) setTimeout(() => void publish(change, attempt + 1), 1000).unref()
  }
}

let schemaText: string | undefined

/** Answers the ingest paths, or null for any other path. */
export async function handleIngest(request: Request, url: URL): Promise<Response | null> {
  if (url.pathname === INGEST_EVENTS_PATH) return handleEvents(request, url)
  if (url.pathname === INGEST_SCHEMA_PATH) {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json(405, { error: 'GET only' }, { allow: 'GET, HEAD' })
    schemaText ??= JSON.stringify(ingestJsonSchema(), null, 2)
    return new Response(request.method === 'HEAD' ? null : schemaText, {
      headers: { 'content-type': 'application/schema+json', 'cache-control': cachePolicy.publicFile },
    })
  }
  return null
}

// The cross-process delivery of content changes (decision 030) on PostgreSQL: every serving
// process LISTENs on one channel, and a change is published with pg_notify, so every worker of
// every server drops what it cached within a round trip, with no polling. A process that lost
// its listening connection may have missed changes: when it is back it drops everything.
import { randomUUID } from 'node:crypto'
import type { Client } from 'pg'
import { sql } from 'drizzle-orm'
import { db } from '../db/client'
import { errorFields, log } from '../ops/log'
import { type ContentChange, deliverContentChange, setContentChangeFanOut } from './content-changes'

export const CHANNEL = 'nestwell_content_changes'
/** pg_notify's payload must stay under 8000 bytes; a longer list of keys becomes "site". */
const MAX_PAYLOAD = 7000
/** This process's own notifications come back to it: it has delivered them already. */
const origin = randomUUID()

let client: Client | undefined
let stopped = false
let retry: NodeJS.Timeout | undefined

function payloadOf(change: ContentChange): string {
  const payload = JSON.stringify({ o: origin, k: change.keys, r: change.reason })
  return payload.length <= MAX_PAYLOAD
    ? payload
    : JSON.stringify({ o: origin, k: ['site'], r: change.reason })
}

function received(payload: string | undefined): void {
  try {
    const message = JSON.parse(payload ?? '') as { o?: unknown; k?: unknown; r?: unknown }
    if (message.o === origin || !Array.isArray(message.k)) return
    void deliverContentChange({
      keys: message.k.filter((k): k is ContentChange['keys'][number] => typeof k === 'string'),
      reason: (typeof message.r === 'string' ? message.r : 'ingest') as ContentChange['reason'],
    })
  } catch (error) {
    log.warn({ err: errorFields(error) }, 'content changes: unreadable notification')
  }
}

async function listen(url: string, missed: boolean): Promise<void> {
  const { Client } = await import('pg')
  const next = new Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  const lost = (error?: Error) => {
    if (client !== next) return
    client = undefined
    void next.end().catch(() => {})
    if (stopped) return
    log.warn({ err: error ? errorFields(error) : undefined }, 'content changes: listener lost, reconnecting')
    schedule(url)
  }
  next.on('error', lost)
  next.on('end', () => lost())
  next.on('notification', (message) => received(message.payload))
  await next.connect()
  await next.query(`LISTEN ${CHANNEL}`)
  client = next
  if (missed) {
    // Changes published while this process was not listening are unknown: drop everything.
    await deliverContentChange({ keys: ['site'], reason: 'ingest' })
    log.info('content changes: listening again, caches dropped')
  }
}

function schedule(url: string): void {
  clearTimeout(retry)
  retry = setTimeout(() => {
    listen(url, true).catch((error) => {
      log.warn({ err: errorFields(error) }, 'content changes: cannot listen yet')
      schedule(url)
    })
  }, 1000)
  retry.unref()
}

/** Starts listening and installs the fan-out: changes go to this process, then to every other. */
export async function startPgFanOut(url: string): Promise<void> {
  stopped = false
  await listen(url, false)
  setContentChangeFanOut(async (change) => {
    await deliverContentChange(change)
    await (await db()).execute(sql`select pg_notify(${CHANNEL}, ${payloadOf(change)})`)
  })
}

export async function stopPgFanOut(): Promise<void> {
  stopped = true
  clearTimeout(retry)
  setContentChangeFanOut(null)
  const current = client
  client = undefined
  await current?.end().catch(() => {})
}

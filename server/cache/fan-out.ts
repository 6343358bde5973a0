// The cross-process delivery of content changes (decision 030's slot) on PostgreSQL: a change
// is delivered in the publishing process at once, then sent with NOTIFY; every process of every
// server LISTENs on one connection of its own and drops what it cached. A process that was cut
// off from the database may have missed changes: when it is back it drops everything it holds.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Client } from 'pg'
import { db } from '../db/client.ts'
import { errorFields, log } from '../ops/log.ts'
import {
  type ContentChange,
  type ContentKey,
  deliverContentChange,
  setContentChangeFanOut,
} from './content-changes.ts'

export const CONTENT_CHANNEL = 'nestwell_content_changes'
// NOTIFY payloads stop at 8000 bytes; a change naming more keys than fit is sent as "everything".
const MAX_PAYLOAD = 7900
/** This process's own notifications come back to it: it has delivered them already. */
const thisProcess = randomUUID()

/** A notification's payload: the change and who sent it (scripts send their own name). */
export function encodeChange(change: ContentChange, origin: string = thisProcess): string {
  const payload = JSON.stringify({ origin, keys: change.keys, reason: change.reason })
  return payload.length <= MAX_PAYLOAD
    ? payload
    : JSON.stringify({ origin, keys: ['site'], reason: change.reason })
}

/** The change a notification carries, or null for this process's own or an unreadable one. */
export function decodeChange(payload: string | undefined): ContentChange | null {
  try {
    const message = JSON.parse(payload ?? '') as { origin?: unknown; keys?: unknown; reason?: unknown }
    if (message.origin === thisProcess || !Array.isArray(message.keys)) return null
    return {
      keys: message.keys.filter((key): key is ContentKey => typeof key === 'string'),
      reason: (typeof message.reason === 'string' ? message.reason : 'ingest') as ContentChange['reason'],
    }
  } catch (error) {
    log.warn({ error: errorFields(error) }, 'content changes: unreadable notification')
    return null
  }
}

/** Starts listening; returns the function that stops it. */
export async function startContentFanOut(url: string): Promise<() => Promise<void>> {
  const { Client } = await import('pg')
  let client: Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (reconnecting: boolean) => {
    const next = new Client({ connectionString: url, connectionTimeoutMillis: 5000 })
    next.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL) return
      const change = decodeChange(message.payload)
      if (change) void deliverContentChange(change)
    })
    const lost = (error?: Error) => {
      if (client !== next) return
      client = undefined
      void next.end().catch(() => undefined)
      if (stopped) return
      log.warn(
        { error: error ? errorFields(error) : undefined },
        'content changes: listener lost, reconnecting',
      )
      schedule()
    }
    next.on('error', lost)
    next.on('end', () => lost())
    await next.connect()
    await next.query(`LISTEN ${CONTENT_CHANNEL}`)
    client = next
    if (reconnecting) {
      // Changes published while this process did not listen are unknown: drop everything.
      await deliverContentChange({ keys: ['site'], reason: 'content-deploy' })
      log.info('content changes: listening again, caches dropped')
    }
  }
  const schedule = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect(true).catch((error) => {
        log.warn({ error: errorFields(error) }, 'content changes: cannot listen yet')
        schedule()
      })
    }, 1000)
    retry.unref()
  }

  await connect(false)
  // Sent through the pool, not the listening connection: a process whose listener is
  // reconnecting can still tell the others. A failed NOTIFY throws (after this process has
  // dropped its own copies) so that the publisher can send it again.
  setContentChangeFanOut(async (change) => {
    await deliverContentChange(change)
    await (await db()).execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${encodeChange(change)})`)
  })
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    setContentChangeFanOut(null)
    const current = client
    client = undefined
    await current?.end().catch(() => undefined)
  }
}

// The cross-process delivery of content changes (decision 030's slot) on PostgreSQL: a change
// is sent with NOTIFY, and every process of every server LISTENs on one connection of its own,
// so each drops what it cached, its own publications included. A process that was cut off
// from the database may have missed changes: when it is back it drops everything it holds.
import type { Client } from 'pg'
import { errorFields, log } from '../ops/log.ts'
import { type ContentChange, deliverContentChange, setContentChangeFanOut } from './content-changes.ts'

const CHANNEL = 'nestwell_content_changes'
// NOTIFY payloads stop at 8000 bytes; a change naming more keys than fit is sent as "everything".
const MAX_PAYLOAD = 7900

export function encodeChange(change: ContentChange): string {
  const payload = JSON.stringify(change)
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ keys: ['site'], reason: change.reason })
}

/** Starts listening; returns the function that stops it. */
export async function startContentFanOut(url: string): Promise<() => Promise<void>> {
  const { Client } = await import('pg')
  let client: Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (reconnecting: boolean) => {
    const next = new Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return
      try {
        void deliverContentChange(JSON.parse(message.payload) as ContentChange)
      } catch (error) {
        log.error({ error: errorFields(error) }, 'content changes: unreadable notification')
      }
    })
    const lost = (error?: Error) => {
      if (stopped || client !== next) return
      client = undefined
      log.warn(
        { error: error ? errorFields(error) : undefined },
        'content changes: listener lost, reconnecting',
      )
      schedule()
    }
    next.on('error', lost)
    next.on('end', () => lost())
    await next.connect()
    await next.query(`LISTEN ${CHANNEL}`)
    client = next
    // Changes published while this process did not listen are unknown: drop everything.
    if (reconnecting) await deliverContentChange({ keys: ['site'], reason: 'content-deploy' })
  }
  const schedule = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect(true).catch(() => schedule())
    }, 1000)
    retry.unref()
  }

  await connect(false)
  setContentChangeFanOut(async (change) => {
    try {
      if (!client) throw new Error('not listening')
      await client.query('select pg_notify($1, $2)', [CHANNEL, encodeChange(change)])
    } catch (error) {
      // The others hear of it when they reconnect (they drop everything); this process now.
      log.error({ error: errorFields(error) }, 'content changes: NOTIFY failed, delivered here only')
      await deliverContentChange(change)
    }
  })
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    setContentChangeFanOut(null)
    await client?.end().catch(() => undefined)
  }
}

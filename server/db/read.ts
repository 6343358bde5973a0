// The read handle: community and pregnancy reads may go to a streaming replica
// (DATABASE_READ_URL); everything else, and reads right after a write, use the primary.
// Once a second each process compares the primary's WAL position with what the replica has
// replayed: the replica is used only while it is at most REPLICA_MAX_LAG_SECONDS behind and has
// replayed every write this process made or heard of (docs/decisions/033-edge-stack.md).
import type { Pool } from 'pg'
import { onContentChange } from '../cache/content-changes.ts'
import { env } from '../env.ts'
import { errorFields, log } from '../ops/log.ts'
import { type Database, db, openDatabase } from './client.ts'
import * as schema from './schema.ts'

/** A pg_lsn ('16/B374D848') as a number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [hi, lo] = lsn.split('/')
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`)
}

export interface LsnSample {
  at: number
  lsn: bigint
}

/**
 * How far behind the replica is, in seconds: the age of the oldest primary position (sampled
 * once a second) it has not replayed yet; 0 when it has replayed the newest. Accurate to the
 * sampling interval, and unlike now() - pg_last_xact_replay_timestamp() it stays 0 on an idle
 * primary.
 */
export function lagSeconds(samples: LsnSample[], replayed: bigint, now: number): number {
  const behind = samples.find((sample) => sample.lsn > replayed)
  return behind ? Math.max(0, (now - behind.at) / 1000) : 0
}

interface ReplicaState {
  db: Database
  pool: Pool
  monitor: Pool
  samples: LsnSample[]
  /** Seconds behind; Infinity until measured and while the replica cannot be reached. */
  lag: number
  replayed: bigint
  /** A write this process must see: reads stay on the primary until the replica replays it. */
  mustReach: bigint
  writesPending: number
  timer: NodeJS.Timeout
}

let opening: Promise<ReplicaState | null> | undefined
let current: ReplicaState | null = null
const readCounts = { replica: 0, primary: 0 }

/** Reads served by each database since start (for the metrics). */
export function readTargets(): { replica: number; primary: number } {
  return { ...readCounts }
}

/** The replica's lag in seconds (Infinity: unknown or unreachable), or undefined without one. */
export function replicaLag(): number | undefined {
  return current?.lag
}

async function openReplica(url: string): Promise<ReplicaState> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 2000 })
  pool.on('error', (error) => log.error({ error: errorFields(error) }, 'db: idle replica connection error'))
  // One connection to each side for the lag checks, apart from the pools that serve requests.
  const monitor = new Pool({ connectionString: env().DATABASE_URL, max: 1, connectionTimeoutMillis: 2000 })
  monitor.on('error', () => {})
  const state: ReplicaState = {
    db: drizzle({ client: pool, schema }) as unknown as Database,
    pool,
    monitor,
    samples: [],
    lag: Number.POSITIVE_INFINITY,
    replayed: 0n,
    mustReach: 0n,
    writesPending: 0,
    timer: setInterval(() => void measure(state), 1000),
  }
  state.timer.unref()
  await measure(state)
  return state
}

let measuring = false
async function measure(state: ReplicaState): Promise<void> {
  if (measuring) return
  measuring = true
  const now = Date.now()
  try {
    const [primary] = (await state.monitor.query('select pg_current_wal_lsn()::text as lsn')).rows
    state.samples.push({ at: now, lsn: parseLsn(primary.lsn) })
    // Ten minutes of samples: a replica further behind than that is simply "far behind".
    while (state.samples.length > 600) state.samples.shift()
    const [replica] = (
      await state.pool.query(
        'select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as lsn',
      )
    ).rows
    // A server that is not in recovery (DATABASE_READ_URL at a primary) is never behind.
    state.replayed = replica.recovering && replica.lsn ? parseLsn(replica.lsn) : parseLsn(primary.lsn)
    const wasUsable = usable(state)
    state.lag = lagSeconds(state.samples, state.replayed, Date.now())
    if (wasUsable !== usable(state)) logSwitch(state)
  } catch (error) {
    if (Number.isFinite(state.lag)) {
      log.warn({ error: errorFields(error) }, 'db: replica lag unknown, reads go to the primary')
    }
    state.lag = Number.POSITIVE_INFINITY
  } finally {
    measuring = false
  }
}

function usable(state: ReplicaState): boolean {
  return (
    state.lag <= env().REPLICA_MAX_LAG_SECONDS &&
    state.writesPending === 0 &&
    state.replayed >= state.mustReach
  )
}

function logSwitch(state: ReplicaState) {
  if (usable(state)) log.info({ lagSeconds: state.lag }, 'db: community reads on the replica')
  else log.warn({ lagSeconds: state.lag }, 'db: replica behind, community reads on the primary')
}

/**
 * Reads that follow a write must see it: the primary's current position becomes the one the
 * replica has to reach before reads go back to it. Called for every content change this process
 * hears (its own and, through the fan-out, other servers').
 */
export async function noteWrite(): Promise<void> {
  const state = current
  if (!state) return
  state.writesPending++
  try {
    const [row] = (await state.monitor.query('select pg_current_wal_lsn()::text as lsn')).rows
    const lsn = parseLsn(row.lsn)
    if (lsn > state.mustReach) state.mustReach = lsn
  } catch {
    // The primary cannot say where it is: wait for the replica to catch up with the next sample.
    const last = state.samples.at(-1)
    if (last && last.lsn > state.mustReach) state.mustReach = last.lsn
    state.lag = Number.POSITIVE_INFINITY
  } finally {
    state.writesPending--
  }
}

/** Opens the replica (at start-up; otherwise on the first read). */
export function startReplica(): Promise<ReplicaState | null> {
  opening ??= (async () => {
    const { DATABASE_READ_URL: url, DATABASE_URL } = env()
    if (!url || !DATABASE_URL) return null
    // The primary first: it migrates, and the replica replays the result.
    await openDatabase()
    current = await openReplica(url)
    onContentChange(() => noteWrite())
    log.info(
      { lagSeconds: current.lag, maxLagSeconds: env().REPLICA_MAX_LAG_SECONDS },
      'db: read replica open',
    )
    return current
  })()
  opening.catch((error) => {
    log.error({ error: errorFields(error) }, 'db: read replica not opened, reads go to the primary')
    opening = undefined
  })
  return opening
}

/**
 * The database for community and pregnancy reads: the replica when one is configured, close
 * enough and caught up with this process's writes; the primary otherwise.
 */
export async function readDb(): Promise<Database> {
  const state = await startReplica().catch(() => null)
  if (state && usable(state)) {
    readCounts.replica++
    return state.db
  }
  readCounts.primary++
  return db()
}

export async function closeReadReplica(): Promise<void> {
  const state = await opening?.catch(() => null)
  opening = undefined
  current = null
  if (!state) return
  clearInterval(state.timer)
  await Promise.allSettled([state.pool.end(), state.monitor.end()])
}

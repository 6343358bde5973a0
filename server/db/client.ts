// The database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Opened once per process, migrated and seeded before the first query is answered.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import { env } from '../env.ts'
import { errorFields, log } from '../ops/log.ts'
import * as schema from './schema.ts'
import { projectRoot } from '../project-root.ts'
import { seedDatabase } from './seed/seed.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

interface Handle {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

const migrationsFolder = () => join(projectRoot(), 'server/db/migrations')

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  readonly dir: string
  readonly holder: number
  constructor(dir: string, holder: number) {
    super(
      `The data folder ${dir} is in use by process ${holder}. Stop it, or set DATA_DIR to another folder.`,
    )
    this.dir = dir
    this.holder = holder
  }
}

/** Whether a process runs (EPERM: it does, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

// PGlite has no lock of its own: a second process on the same folder would corrupt it.
function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'pglite.lock')
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'))
    if (holder && holder !== process.pid && processAlive(holder)) {
      throw new DataDirLockedError(dir, holder)
    }
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite')
  // Community search's text-search configurations use unaccent (migration 0006).
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const extensions = { unaccent }
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  // DATA_DIR=memory:// (the tests): an in-memory database, no folder.
  const inMemory = dataDir.startsWith('memory:')
  let unlock = () => {}
  let client: InstanceType<typeof PGlite>
  if (inMemory) {
    client = new PGlite({ extensions })
  } else {
    const dir = resolve(dataDir)
    mkdirSync(dir, { recursive: true })
    unlock = lockDataDir(dir)
    client = new PGlite(join(dir, 'pglite'), { extensions })
  }
  const db = drizzle({ client, schema }) as unknown as Database
  await migrate(db as never, { migrationsFolder: migrationsFolder() })
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close()
      unlock()
    },
  }
}

/**
 * A client checked out of the pool (a transaction between two statements, or its BEGIN) that
 * loses its server, as on every PostgreSQL restart, emits 'error'. pg-pool listens only while a
 * client is idle, so without a listener here that event crashed the process. And drizzle-orm 0.45
 * sends a transaction's BEGIN before the try/finally that releases the client
 * (drizzle-team/drizzle-orm#6241, open): a BEGIN failing on a dead connection kept its pool slot
 * for good, and a few restarts would exhaust the pool. So a checked-out client that loses its
 * connection is released at once, with the error (the pool discards it), and a later release by
 * its user is ignored. The statement in flight fails on its own and the request gets its error.
 */
export function releaseLostClients(pool: Pool): void {
  const connect = pool.connect.bind(pool)
  pool.connect = ((callback?: Parameters<Pool['connect']>[0]) => {
    // With a callback: pool.query(), which listens for 'error' and releases by itself.
    if (callback) return connect(callback)
    return connect().then((client) => {
      const release = client.release
      let released = false
      const lost = (error: Error) => {
        if (released) return
        released = true
        log.error({ error: errorFields(error) }, 'db: connection lost during a transaction')
        release(error)
      }
      client.once('error', lost)
      client.release = (error?: Error | boolean) => {
        if (released) return
        released = true
        client.removeListener('error', lost)
        release(error)
      }
      return client
    })
  }) as Pool['connect']
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // An idle client losing its server (a restart) must not crash the process.
  pool.on('error', (error) => log.error({ error: errorFields(error) }, 'db: idle connection error'))
  releaseLostClients(pool)
  const db = drizzle({ client: pool, schema }) as unknown as Database
  // Processes starting together on one PostgreSQL (servers, test workers) migrate one at a time.
  const lock = await pool.connect()
  try {
    await lock.query('select pg_advisory_lock(727002)')
    await migrate(db as never, { migrationsFolder: migrationsFolder() })
  } finally {
    await lock.query('select pg_advisory_unlock(727002)').catch(() => undefined)
    lock.release()
  }
  activePool = pool
  return {
    db,
    kind: 'postgres',
    close: () => {
      activePool = undefined
      return pool.end()
    },
  }
}

/**
 * A database opened and migrated, not seeded: the server's (openDatabase) and the operator
 * command's (scripts/revocations.ts) one way in.
 */
export function connectDatabase(settings: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Handle> {
  return settings.DATABASE_URL ? openPostgres(settings.DATABASE_URL) : openPglite(settings.DATA_DIR)
}

let opening: Promise<Handle> | undefined
let activePool: Pool | undefined

/** The PostgreSQL pool's counters (for the metrics), or undefined on PGlite. */
export function poolStats(): { total: number; idle: number; waiting: number } | undefined {
  if (!activePool) return undefined
  return { total: activePool.totalCount, idle: activePool.idleCount, waiting: activePool.waitingCount }
}

export function openDatabase(): Promise<Handle> {
  opening ??= (async () => {
    const started = performance.now()
    const handle = await connectDatabase(env())
    const seeded = await seedDatabase(handle.db)
    log.info(
      { db: handle.kind, ms: Math.round(performance.now() - started), seeded: Boolean(seeded) },
      `db: ${handle.kind} ready`,
    )
    return handle
  })()
  opening.catch(() => {
    opening = undefined
  })
  return opening
}

// SQLSTATE classes 08 (connection exception) and 57P (server shutting down or starting up), and
// what node and pg say when there is no server to talk to.
const UNAVAILABLE_CODES = /^(08|57P)|^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)$/
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i

/** Whether an error (or one of its causes) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true
  }
  return false
}

export async function db(): Promise<Database> {
  return (await openDatabase()).db
}

export async function closeDatabase(): Promise<void> {
  if (!opening) return
  const handle = await opening.catch(() => undefined)
  opening = undefined
  await handle?.close()
}

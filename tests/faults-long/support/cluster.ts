// A throw-away PostgreSQL cluster for the long fault tests: initdb into a temp folder, served on
// port 5499 (never the shared cluster on 5432), stopped and started at will, removed at the end.
// As root the server binaries run as the `postgres` user (initdb refuses root).
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { abandonedDirs, asRoot, pgCommand, runPg as run } from '../../../scripts/stack/pg-tools.mjs'

export const PG_PORT = 5499
const PREFIX = 'nestwell-faults-pg-'

function pgUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

/** The same, without blocking the event loop (the test keeps submitting meanwhile). */
function runAsync(tool: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [command, argv] = pgCommand(tool, args)
  return new Promise((resolve, reject) =>
    execFile(
      command,
      argv,
      { encoding: 'utf8', timeout: timeoutMs, cwd: tmpdir() },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${tool} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`))
          : resolve(stdout),
    ),
  )
}

/** Stops clusters left behind by a run that was killed before it could clean up. */
function removeLeftovers() {
  for (const dir of abandonedDirs(PREFIX)) {
    if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), 'stop', '-m', 'immediate', '-w', '-t', '20'])
      } catch {
        // not running
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

export interface Cluster {
  /** postgres:// URL of a database made for this test. */
  url: string
  /** A direct connection for the test's own queries (one query at a time). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>
  /** Stops the server: `fast` disconnects clients cleanly, `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>
  start(): Promise<void>
  destroy(): void
  log(): string
}

export async function createCluster(database = 'nestwell_faults'): Promise<Cluster> {
  removeLeftovers()
  const dir = mkdtempSync(join(tmpdir(), PREFIX))
  const data = join(dir, 'data')
  const logFile = join(dir, 'postgres.log')
  writeFileSync(join(dir, 'owner'), String(process.pid))
  if (asRoot) {
    const { uid, gid } = pgUser()
    chownSync(dir, uid, gid)
  }
  let destroyed = false
  const destroy = () => {
    if (destroyed) return
    destroyed = true
    try {
      if (existsSync(join(data, 'postmaster.pid'))) {
        run('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w', '-t', '20'])
      }
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true })
  }
  // Whatever happens to the test, the cluster does not outlive this process.
  process.once('exit', destroy)
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
    const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`
    const startArgs = ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '30', 'start']
    const start = async () => {
      await runAsync('pg_ctl', startArgs)
    }
    const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
      await runAsync('pg_ctl', ['-D', data, 'stop', '-m', mode, '-w', '-t', '30'])
    }
    run('pg_ctl', startArgs)
    const admin = new pg.Client({ host: '127.0.0.1', port: PG_PORT, user: 'postgres', database: 'postgres' })
    await admin.connect()
    await admin.query(`create database ${database}`)
    await admin.end()
    const url = `postgres://postgres@127.0.0.1:${PG_PORT}/${database}`
    return {
      url,
      async query(text, values) {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          return (await client.query(text, values)).rows
        } finally {
          await client.end()
        }
      },
      start,
      stop,
      destroy,
      log: () => {
        try {
          return execFileSync('tail', ['-n', '40', logFile], { encoding: 'utf8' })
        } catch {
          return ''
        }
      },
    }
  } catch (error) {
    destroy()
    throw error
  }
}

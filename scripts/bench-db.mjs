// Start-up time (empty and seeded data) and community.listPosts latency under 20 concurrent
// callers, on PGlite and (when BENCH_DATABASE_URL is set) PostgreSQL. Needs a build.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import autocannon from 'autocannon'

const port = 3790
const base = `http://127.0.0.1:${port}`
const input = encodeURIComponent(JSON.stringify({ locale: 'en', limit: 12 }))
const url = `${base}/api/trpc/community.listPosts?input=${input}`

async function startServer(env) {
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      if ((await fetch(`${base}/api/trpc/site.config`)).ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 20))
  }
  return { child, ms: Math.round(performance.now() - started) }
}

async function stop(child) {
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

function load() {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  )
}

async function measure(name, env, reset) {
  reset()
  const empty = await startServer(env)
  await stop(empty.child)
  const seeded = await startServer(env)
  await load() // warm-up run is discarded below
  const result = await load()
  await stop(seeded.child)
  return {
    database: name,
    startupEmptyMs: empty.ms,
    startupSeededMs: seeded.ms,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const rows = []
const dataDir = '.data/bench-db'
rows.push(
  await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  ),
)
const pgUrl = process.env.BENCH_DATABASE_URL
if (pgUrl) {
  const { default: pg } = await import('pg')
  const target = new URL(pgUrl)
  const database = target.pathname.slice(1)
  const admin = new URL(pgUrl)
  admin.pathname = '/postgres'
  const recreate = async () => {
    const client = new pg.Client({ connectionString: admin.href })
    await client.connect()
    await client.query(`drop database if exists "${database}" with (force)`)
    await client.query(`create database "${database}"`)
    await client.end()
  }
  await recreate()
  rows.push(await measure('postgres', { DATABASE_URL: pgUrl }, () => {}))
} else {
  console.log('BENCH_DATABASE_URL not set: PostgreSQL not measured')
}
console.table(rows)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/db.json', `${JSON.stringify(rows, null, 2)}\n`)

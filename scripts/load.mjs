// `npm run load`: 50 connections on pages for 60 s while partners submit 5 forms a second.
// Every answer must be a success: the script exits non-zero on any error. Needs a build.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import autocannon from 'autocannon'
import { servingPids, workerRssMb } from './process-rss.mjs'
import { serverEnv, serverNodeFlags } from './server-node-flags.mjs'

const PORT = Number(process.env.LOAD_PORT ?? 3990)
const base = `http://127.0.0.1:${PORT}`
const seconds = Number(process.env.LOAD_SECONDS ?? 60)
const dataDir = '.data/load'
rmSync(dataDir, { recursive: true, force: true })

// Something else answering on the port would be measured instead of this build.
const taken = await fetch(`${base}/`).then(
  () => true,
  () => false,
)
if (taken) {
  console.error(`load: port ${PORT} is in use (set LOAD_PORT)`)
  process.exit(1)
}

const server = spawn(process.execPath, [...serverNodeFlags, 'scripts/serve.ts'], {
  env: {
    ...serverEnv(),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.LOAD_DATABASE_URL ?? '',
    PUBLIC_SITE_URL: base,
    // Each simulated partner comes from its own address, as they would in real life.
    TRUST_PROXY: 'true',
    // One JSON line per request would be thousands of lines here.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
// A server that exits or never answers stops the run (instead of waiting for ever).
const startDeadline = Date.now() + 60_000
for (;;) {
  if (server.exitCode !== null || server.signalCode !== null || Date.now() > startDeadline) {
    console.error('load: the server did not start')
    server.kill('SIGKILL')
    process.exit(1)
  }
  try {
    if ((await fetch(`${base}/`)).ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 100))
}

const paths = [
  '/',
  '/es',
  '/pt',
  '/community',
  '/es/comunidad',
  '/pt/comunidade',
  '/partner-with-us',
  '/es/asociate-con-nosotros',
  '/community/benefits',
  '/terms-of-use',
]
const submissions = { sent: 0, ok: 0, failed: 0, latencies: [] }

async function submit(n) {
  const started = performance.now()
  submissions.sent++
  try {
    const response = await fetch(`${base}/api/trpc/forms.mediaKit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': `198.51.100.${n % 250}`,
      },
      body: JSON.stringify({
        fullName: `Load Tester ${n}`,
        companyName: 'Acme Baby Co.',
        email: `load${n}@example.com`,
        privacyAccepted: true,
        idempotencyKey: randomUUID(),
        locale: ['en', 'es', 'pt'][n % 3],
      }),
    })
    await response.arrayBuffer()
    if (response.ok) submissions.ok++
    else {
      submissions.failed++
      console.error(`submission ${n}: ${response.status}`)
    }
  } catch (error) {
    submissions.failed++
    console.error(`submission ${n}: ${error}`)
  }
  submissions.latencies.push(performance.now() - started)
}

let n = 0
const ticker = setInterval(() => void submit(n++), 200)
// The RSS of each serving process (the workers on PostgreSQL), sampled every second.
let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, workerRssMb(server.pid))
}, 1000)
const result = await new Promise((resolve, reject) =>
  autocannon(
    {
      url: base,
      connections: 50,
      duration: seconds,
      requests: paths.map((path) => ({ method: 'GET', path })),
    },
    (error, res) => (error ? reject(error) : resolve(res)),
  ),
)
clearInterval(ticker)
clearInterval(sampler)
const workers = servingPids(server.pid).length
await new Promise((r) => setTimeout(r, 2000))
server.kill('SIGTERM')

const sorted = submissions.latencies.sort((a, b) => a - b)
const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
const pageErrors = result.errors + result.non2xx + result.timeouts
console.log(
  `pages: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${pageErrors}`,
)
console.log(
  `submissions: ${submissions.sent} sent, ${submissions.ok} ok, ${submissions.failed} failed, p50 ${pct(50)} ms, p99 ${pct(99)} ms`,
)
console.log(`memory: peak RSS of one serving process ${peakRss} MB (${workers} serving process(es))`)
process.exit(pageErrors === 0 && submissions.failed === 0 ? 0 : 1)

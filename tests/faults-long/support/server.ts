// The BUILT server (scripts/serve.mjs over dist/) as a child process, its log kept for the
// assertions, and the requests a browser makes to it: pages, and form submissions through
// tRPC's HTTP batch link with the page's Origin and an idempotency key per fill.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..', '..')

export function assertBuilt() {
  if (!existsSync(join(root, 'dist/server/server.js'))) {
    throw new Error('No build in dist/: run `npm run build` first (`npm run test:faults` needs it).')
  }
}

export interface RunningServer {
  name: string
  base: string
  child: ChildProcess
  /** Everything the server printed. */
  log: string[]
  alive(): boolean
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  assertBuilt()
  // A server left on the port (a killed run) would answer in place of this one.
  const taken = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Port ${port} is already in use: stop what listens there first.`)
  const dataDir = mkdtempSync(join(tmpdir(), `nestwell-faults-${name}-`))
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: base,
      TRUST_PROXY: 'true',
      ENABLE_TEST_ROUTES: 'false',
      SMTP_URL: '',
      API_URL: '',
      // One process unless a test asks for workers (server/ops/cluster.ts).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const log: string[] = []
  // Also on disk, for a look after a failure: test-results/faults-long/<name>.log
  const logDir = join(root, 'test-results', 'faults-long')
  mkdirSync(logDir, { recursive: true })
  const logFile = join(logDir, `${name}.log`)
  writeFileSync(logFile, '')
  const spawned = Date.now()
  const collect = (chunk: Buffer) => {
    const lines = chunk.toString('utf8').split('\n').filter(Boolean)
    const at = `${((Date.now() - spawned) / 1000).toFixed(2).padStart(7)}s`
    appendFileSync(logFile, lines.map((line) => `${at} ${line}\n`).join(''))
    for (const line of lines) log.push(`[${name}] ${line}`)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: RunningServer = {
    name,
    base,
    child,
    log,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (server.alive()) {
        child.kill('SIGTERM')
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(killer)
      }
      running.delete(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (!server.alive()) {
      await server.stop()
      throw new Error(`${name} exited while starting:\n${log.join('\n')}`)
    }
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return server
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${log.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export type FormPath = 'forms.mediaKit' | 'forms.bookCall'

export interface Fill {
  path: FormPath
  email: string
  idempotencyKey: string
  locale: 'en' | 'es' | 'pt'
  input: Record<string, unknown>
}

/** One visitor's answers, with a unique address (the marker to find it in the database and in mail). */
export function fill(path: FormPath, label: string, locale: Fill['locale'] = 'en'): Fill {
  const email = `${label}.${randomUUID().slice(0, 8)}@example.com`
  const idempotencyKey = randomUUID()
  const common = {
    fullName: 'Ana Martínez',
    companyName: 'Cuna & Co.',
    email,
    privacyAccepted: true,
    idempotencyKey,
    locale,
  }
  const input =
    path === 'forms.bookCall' ? { ...common, preferredTime: 'Tuesday 15:00 UTC+2, about a campaign' } : common
  return { path, email, idempotencyKey, locale, input }
}

export interface Answer {
  /** HTTP status, or 0 when no HTTP answer came (connection refused or reset). */
  status: number
  ok: boolean
  body: string
  /** The tRPC error of the batch's one call, when it failed. */
  error?: { message: string; code: number; data: { code?: string; httpStatus?: number; stack?: unknown } }
  networkError?: string
  ms: number
}

/** Submits a fill as the browser's httpBatchLink does (`?batch=1`, body `{"0": input}`). */
export async function submit(base: string, f: Fill, forwardedFor: string): Promise<Answer> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}/api/trpc/${f.path}?batch=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        referer: `${base}/partner-with-us`,
        'sec-fetch-site': 'same-origin',
        'x-locale': f.locale,
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify({ 0: f.input }),
      signal: AbortSignal.timeout(20_000),
    })
    const body = await response.text()
    let error: Answer['error']
    let ok = false
    try {
      const [item] = JSON.parse(body) as Array<{
        result?: { data?: { status?: string } }
        error?: Answer['error']
      }>
      error = item?.error
      ok = response.ok && item?.result?.data?.status === 'received'
    } catch {
      // not JSON: judged by the caller
    }
    return { status: response.status, ok, body, error, ms: performance.now() - started }
  } catch (error) {
    return {
      status: 0,
      ok: false,
      body: '',
      networkError: String((error as Error).cause ?? error),
      ms: performance.now() - started,
    }
  }
}

/** Signs of internals in a body sent to a visitor. */
export function leaksInternals(body: string): string | null {
  const patterns = [
    /\n\s+at [^\n]+\(/, // a stack frame
    /node_modules/,
    /ECONNREFUSED|ECONNRESET|Connection terminated/i,
    /postgres(ql)?:\/\/|\bSQLSTATE\b|\b(select|insert into|update|delete from) "[a-z_]+"/i,
    /dist\/server/,
  ]
  const hit = patterns.find((p) => p.test(body))
  return hit ? `${hit} in ${body.slice(0, 300)}` : null
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

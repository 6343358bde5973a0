// The BUILT server (scripts/serve.ts over dist/) as a child process, its log kept for the
// assertions, and the requests a browser makes to it: pages, and form submissions through
// tRPC's HTTP batch link with the page's Origin and an idempotency key per fill.
import { randomUUID } from 'node:crypto'
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BuiltServer, assertBuilt, root, startBuiltServer } from '../../support/built-server'
import { uniqueEmail } from '../../support/emails'

export interface RunningServer extends BuiltServer {
  name: string
}

export async function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RunningServer> {
  assertBuilt('run `npm run build` first (`npm run test:faults` needs it).')
  const base = `http://127.0.0.1:${port}`
  // The log, lines marked with the server's name; also on disk, for a look after a failure:
  // test-results/faults-long/<name>.log
  const log: string[] = []
  const logDir = join(root, 'test-results', 'faults-long')
  mkdirSync(logDir, { recursive: true })
  const logFile = join(logDir, `${name}.log`)
  writeFileSync(logFile, '')
  const spawned = Date.now()
  const server = await startBuiltServer({
    port,
    dataDirPrefix: `nestwell-faults-${name}-`,
    timeoutMs,
    portTakenHint: 'stop what listens there first.',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: base,
      TRUST_PROXY: 'true',
      SMTP_URL: '',
      API_URL: '',
      // One process unless a test asks for workers (server/ops/cluster.ts).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    onLine: (line) => {
      appendFileSync(logFile, `${((Date.now() - spawned) / 1000).toFixed(2).padStart(7)}s ${line}\n`)
      log.push(`[${name}] ${line}`)
    },
  })
  return { ...server, name, log }
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
  const email = uniqueEmail(label)
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

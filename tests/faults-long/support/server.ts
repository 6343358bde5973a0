// The BUILT server (scripts/serve.ts over dist/) as a child process, its log kept for the
// assertions. Form submissions as a browser sends them: tests/support/form-submissions.ts.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BuiltServer, assertBuilt, root, startBuiltServer } from '../../support/built-server'

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

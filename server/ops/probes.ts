// The operator's endpoints: /healthz (the process answers), /readyz (it can serve: database
// reachable and migrated, mail sender running, not draining) and /metrics (Prometheus text,
// only with the bearer token; 404 without, as for any unknown path).
import { timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../db/client.ts'
import { env } from '../env.ts'
import { mailSenderRunning } from '../mail/sender.ts'
import { errorFields, log } from './log.ts'
import { metricsContentType, metricsText } from './metrics.ts'
import { cachePolicy } from '../http/cache-policy.ts'

let draining = false

/** From SIGTERM on, /readyz answers 503 so that the load balancer stops sending requests. */
export function startDraining(): void {
  draining = true
}

export const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

const noStore = { 'cache-control': cachePolicy.private }

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: noStore })
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function readiness(): Promise<Response> {
  const checks: Record<string, 'ok' | string> = {}
  checks.draining = draining ? 'shutting down' : 'ok'
  try {
    // openDatabase() resolves once the migrations ran (and the seed); then one query.
    const { db } = await within(openDatabase(), 2000)
    await within(db.execute(sql`select 1`), 2000)
    checks.database = 'ok'
  } catch (error) {
    checks.database = 'unavailable'
    log.warn({ error: errorFields(error) }, 'readiness: database check failed')
  }
  checks.mailSender = mailSenderRunning() ? 'ok' : 'not running'
  const ready = Object.values(checks).every((value) => value === 'ok')
  return json(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', pid: process.pid, checks })
}

function hasToken(request: Request, token: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The answer of a probe path, or undefined for any other path (or a method they do not serve). */
export async function probeResponse(request: Request, pathname: string): Promise<Response | undefined> {
  if (!PROBE_PATHS.has(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  if (pathname === '/healthz') {
    return json(200, { status: 'ok', pid: process.pid, uptimeSeconds: Math.round(process.uptime()) })
  }
  if (pathname === '/readyz') return readiness()
  const token = env().METRICS_TOKEN
  if (!token || !hasToken(request, token)) return undefined
  return new Response(await metricsText(), {
    headers: { 'content-type': metricsContentType, ...noStore },
  })
}

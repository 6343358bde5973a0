// The built server as an operator runs it (embedded PGlite, one process): the probes, the
// metrics token, one JSON log line per request with no visitor data in any line, and /readyz
// answering 503 from SIGTERM on while the server still serves during its drain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, sleep, startServer } from './support/server'
import { fill, submit } from '../support/form-submissions'

const PORT = 3317
const TOKEN = 'test-metrics-token-0123456789'
let server: RunningServer

beforeAll(async () => {
  server = await startServer('operations', PORT, {
    METRICS_TOKEN: TOKEN,
    SHUTDOWN_DRAIN_SECONDS: '3',
    LOG_LEVEL: 'info',
  })
})

afterAll(async () => {
  await server?.stop()
})

/** The server's JSON log lines, parsed (modules not yet on the logger still print `[tag]` text). */
function logLines(): Array<Record<string, unknown>> {
  return server.log
    .map((line) => line.slice(line.indexOf('] ') + 2))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('probes', () => {
  it('/healthz answers with the process id, /readyz with its checks', async () => {
    const health = await fetch(`${server.base}/healthz`)
    expect(health.status).toBe(200)
    expect(health.headers.get('cache-control')).toBe('private, no-store')
    const body = (await health.json()) as { status: string; pid: number }
    expect(body).toMatchObject({ status: 'ok', pid: server.child.pid })

    const ready = await fetch(`${server.base}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { draining: 'ok', database: 'ok', mailSender: 'ok' },
    })
    expect((await fetch(`${server.base}/healthz`, { method: 'HEAD' })).status).toBe(200)
  })
})

describe('metrics', () => {
  it('answer only the bearer of METRICS_TOKEN, in Prometheus text', async () => {
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404)
    const wrong = await fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(404)
    await fetch(`${server.base}/community`)
    const response = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/community",status="200"\} \d+/,
    )
    for (const name of [
      'page_cache_requests_total{state="miss"}',
      'query_cache_hits_total',
      'form_refusals_total{reason="rate_limit"}',
      'form_refusals_total{reason="bot_check"}',
      'mail_outbox_pending',
      'mail_outbox_oldest_pending_age_seconds',
      'db_pool_waiting_clients',
      'render_queue_waiting',
      'page_cache_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toContain(name)
    }
  })

  it('count a form refused for its input, a filled honeypot and query-cache hits', async () => {
    const counter = async (pattern: RegExp) => {
      const text = await (
        await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text()
      return Number(pattern.exec(text)?.[1] ?? 0)
    }
    const validation = /form_refusals_total\{reason="validation"\} (\d+)/
    const botCheck = /form_refusals_total\{reason="bot_check"\} (\d+)/
    const cacheHits = /query_cache_hits_total (\d+)/
    const before = [await counter(validation), await counter(botCheck), await counter(cacheHits)]

    const invalid = fill('forms.mediaKit', 'ops-invalid')
    invalid.input.email = 'not an address'
    expect((await submit(server.base, invalid, '203.0.113.42')).status).toBe(400)
    const bot = fill('forms.mediaKit', 'ops-honeypot')
    bot.input.website = 'https://spam.example'
    expect((await submit(server.base, bot, '203.0.113.43')).ok).toBe(true)
    // The same public read twice within QUERY_CACHE_SECONDS: the second comes from the cache.
    await fetch(`${server.base}/api/trpc/community.listGroups?input=${encodeURIComponent('{"locale":"en"}')}`)
    await fetch(`${server.base}/api/trpc/community.listGroups?input=${encodeURIComponent('{"locale":"en"}')}`)

    expect(await counter(validation)).toBe(before[0]! + 1)
    expect(await counter(botCheck)).toBe(before[1]! + 1)
    expect(await counter(cacheHits)).toBeGreaterThan(before[2]!)
  })
})

describe('the log', () => {
  it('has one JSON line per request, with the route template and no visitor data', async () => {
    const secretQuery = 'q-marker-7f3a9'
    const page = await fetch(`${server.base}/community/posts/no-such-post-slug-4821?secret=${secretQuery}`)
    const pageId = page.headers.get('x-request-id')
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/)

    const visitor = fill('forms.bookCall', 'ops-log')
    const answer = await submit(server.base, visitor, '203.0.113.41')
    expect(answer.ok, answer.body).toBe(true)
    // The sender logs the mail it writes (as .eml here: no SMTP in this test).
    const deadline = Date.now() + 20_000
    while (!server.log.some((line) => line.includes('mail: sent')) && Date.now() < deadline) await sleep(200)
    expect(server.log.some((line) => line.includes('mail: sent'))).toBe(true)

    const lines = logLines()
    const requests = lines.filter((line) => line.msg === 'request')
    const pageLine = requests.find((line) => line.reqId === pageId)
    expect(pageLine).toMatchObject({ method: 'GET', route: '/community/posts/$slug', status: 404 })
    expect(typeof pageLine?.ms).toBe('number')
    expect(pageLine).toHaveProperty('pid')
    // The last POST is this test's submission (the metrics tests before it sent refused ones).
    const formLine = requests.findLast((line) => line.method === 'POST')
    expect(formLine).toMatchObject({ route: '/api/trpc/$', status: 200 })
    // Each request once: the page's id appears on exactly one request line.
    expect(requests.filter((line) => line.reqId === pageId)).toHaveLength(1)

    const input = visitor.input as Record<string, string>
    const personal = [visitor.email, input.fullName, input.companyName, input.preferredTime, 'Martínez']
    const forbidden = [...personal, secretQuery, 'no-such-post-slug-4821']
    for (const line of server.log) {
      for (const text of forbidden) expect(line, `log line leaks "${text}"`).not.toContain(text)
    }
  })
})

describe('graceful shutdown', () => {
  it('answers /readyz 503 from SIGTERM on, still serves while draining, then exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGTERM')
    await sleep(300)
    const ready = await fetch(`${server.base}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ status: 'not ready', checks: { draining: 'shutting down' } })
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
    expect((await fetch(`${server.base}/community`)).status).toBe(200)
    expect(await exited).toBe(0)
    expect(server.log.some((line) => line.includes('"msg":"stopped"'))).toBe(true)
  })
})

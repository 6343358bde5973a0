// The shared cache's purge against a stand-in for Varnish: an HTTP server that records what
// reaches it and answers as told.
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import client from 'prom-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { publishContentChange } from './content-changes.ts'
import { installCacheListeners, purgesSettled } from './listeners.ts'
import { batches, createPurger } from './purge.ts'

interface Received {
  method: string
  keys: string
}
const received: Received[] = []
/** Statuses to answer, in order; 200 once they run out. */
let answers: number[] = []
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ method: request.method!, keys: String(request.headers['xkey-purge'] ?? '') })
    response.statusCode = answers.shift() ?? 200
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  // Read by env() on first use: the listeners then purge this stand-in.
  process.env.PURGE_URL = url
  installCacheListeners()
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  received.length = 0
  answers = []
})

async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const values = (await client.register.getSingleMetric(name)?.get())?.values ?? []
  const match = values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
  return match?.value ?? 0
}

describe('a published content change', () => {
  it('reaches the cache at PURGE_URL as one PURGE with the keys in xkey-purge', async () => {
    const before = await metric('purges_sent_total', { result: 'ok' })
    await publishContentChange({ keys: ['post:cant-sleep', 'community'], reason: 'takedown' })
    // A second change in the same moment joins the same request.
    await publishContentChange({ keys: ['group:third-trimester', 'community'], reason: 'ingest' })
    await purgesSettled()
    expect(received).toHaveLength(1)
    expect(received[0]!.method).toBe('PURGE')
    expect(received[0]!.keys.split(' ').sort()).toEqual([
      'community',
      'group:third-trimester',
      'post:cant-sleep',
    ])
    expect(await metric('purges_sent_total', { result: 'ok' })).toBe(before + 1)
  })

  it('is retried with backoff while the cache fails, and counted', async () => {
    answers = [503, 502]
    const errors = await metric('purges_sent_total', { result: 'error' })
    const purger = createPurger({ url, batchMs: 1, backoffMs: 5 })
    purger.purge(['week:12'])
    await purger.settled()
    expect(received.map((r) => r.keys)).toEqual(['week:12', 'week:12', 'week:12'])
    expect(await metric('purges_sent_total', { result: 'error' })).toBe(errors + 2)
  })

  it('is given up after the last attempt, logged and counted', async () => {
    answers = [500, 500]
    const failures = await metric('purge_failures_total')
    const purger = createPurger({ url, batchMs: 1, backoffMs: 1, attempts: 2 })
    purger.purge(['site'])
    await purger.settled()
    expect(received).toHaveLength(2)
    expect(await metric('purge_failures_total')).toBe(failures + 1)
  })

  it('takes a 404 (nothing cached under the keys) as done', async () => {
    answers = [404]
    const purger = createPurger({ url, batchMs: 1, backoffMs: 1 })
    purger.purge(['expert:dr-amara-osei'])
    await purger.settled()
    expect(received).toHaveLength(1)
  })
})

describe('batches', () => {
  it('split keys so that each header value fits', () => {
    const keys = Array.from({ length: 300 }, (_, i) => `post:a-post-slug-${i}`)
    const groups = batches(keys, 1000)
    expect(groups.length).toBeGreaterThan(1)
    for (const group of groups) expect(group.join(' ').length).toBeLessThanOrEqual(1000)
    expect(groups.flat()).toEqual(keys)
  })
})

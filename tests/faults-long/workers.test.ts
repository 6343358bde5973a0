// `npm start` on PostgreSQL with WEB_CONCURRENCY=2: two worker processes answer on one port,
// and a worker killed with SIGKILL is replaced while the other keeps answering every request.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cluster, createCluster } from './support/cluster'
import { type RunningServer, sleep, startServer } from './support/server'

const PORT = 3318
let cluster: Cluster | undefined
let server: RunningServer | undefined

beforeAll(async () => {
  cluster = await createCluster('nestwell_workers')
  server = await startServer('workers', PORT, { DATABASE_URL: cluster.url, WEB_CONCURRENCY: '2' })
})

afterAll(async () => {
  await server?.stop()
  cluster?.destroy()
})

/** GET /healthz on a connection of its own (the primary deals connections out in turn). */
function healthPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, path: '/healthz', agent: false, timeout: 10_000 },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () =>
          res.statusCode === 200
            ? resolve((JSON.parse(body) as { pid: number }).pid)
            : reject(new Error(`status ${res.statusCode}`)),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

/** The worker pids seen on fresh connections until `count` distinct ones answered. */
async function workerPids(count: number, timeoutMs = 60_000): Promise<Set<number>> {
  const pids = new Set<number>()
  const deadline = Date.now() + timeoutMs
  while (pids.size < count && Date.now() < deadline) {
    pids.add(await healthPid())
    if (pids.size < count) await sleep(50)
  }
  return pids
}

describe('workers on PostgreSQL', () => {
  it('two worker processes answer on the one port', async () => {
    const pids = await workerPids(2)
    expect(pids.size).toBe(2)
    expect(pids.has(server!.child.pid!)).toBe(false)
    // No METRICS_TOKEN: /metrics is not there.
    expect((await fetch(`${server!.base}/metrics`)).status).toBe(404)
  })

  it('replaces a worker killed with SIGKILL while the other answers every request', async () => {
    const before = [...(await workerPids(2))]
    const [victim, survivor] = before as [number, number]
    process.kill(victim, 'SIGKILL')
    const killedAt = Date.now()
    // A connection the primary handed to the victim in the instant it died is lost with it, as
    // with any crash; the requests below start once the primary has seen the death (milliseconds).
    const died = () => server!.log.some((line) => line.includes('worker died: starting another'))
    while (!died() && Date.now() - killedAt < 5000) await sleep(5)
    expect(died()).toBe(true)
    const answeredBy = new Set<number>()
    const failures: string[] = []
    let replacedAfterMs: number | undefined
    // Requests one after the other, each on a new connection, until a new worker has answered.
    while (Date.now() - killedAt < 60_000) {
      try {
        const pid = await healthPid()
        answeredBy.add(pid)
        if (!before.includes(pid)) {
          replacedAfterMs = Date.now() - killedAt
          break
        }
      } catch (error) {
        failures.push(String(error))
      }
    }
    expect(failures).toEqual([])
    expect(answeredBy.has(survivor)).toBe(true)
    expect(answeredBy.has(victim)).toBe(false)
    expect(replacedAfterMs, server!.log.slice(-20).join('\n')).toBeDefined()
    console.log(`[workers] a killed worker was replaced after ${replacedAfterMs} ms`)
  })
})

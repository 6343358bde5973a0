// New connections under load: libuv accepts one connection per event-loop turn, so a server
// whose turns each render every waiting request (renders from the query cache never give the
// loop back) left a burst of new connections waiting seconds, the last ones longest (decision
// 026). The render slots start one render per turn; a new visitor waits about as long as the
// ones already connected.
import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, sleep, startServer } from './support/server'

const PORT = Number(process.env.TEST_PORT ?? 3319)
let server: RunningServer

beforeAll(async () => {
  server = await startServer('connections', PORT, {
    PAGE_CACHE_SECONDS: '0',
    // Every render finds its data in the query cache: no render waits for the database.
    QUERY_CACHE_SECONDS: '3600',
    LOG_LEVEL: 'warn',
  })
})

afterAll(async () => {
  await server?.stop()
})

/** Milliseconds to a whole answer of `/es` through `agent`. */
function timedGet(agent: Agent): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path: '/es', agent, timeout: 30_000 }, (res) => {
      res.resume()
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`${res.statusCode}`)),
      )
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

describe('new connections under load', () => {
  it('get their first answer about as soon as the connections already open', async () => {
    const warm = new Agent({ keepAlive: true, maxSockets: 10 })
    await Promise.all(Array.from({ length: 20 }, () => timedGet(warm)))
    warm.destroy()

    // 25 visitors on kept-alive connections, each asking again as soon as answered.
    let stop = false
    const steady: number[] = []
    const visitors = Array.from({ length: 25 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      while (!stop) steady.push(await timedGet(agent))
      agent.destroy()
    })
    await sleep(1500)
    steady.length = 0
    // Then 25 new visitors at once, each on a connection of its own.
    const firsts = await Promise.all(
      Array.from({ length: 25 }, () => timedGet(new Agent({ keepAlive: false }))),
    )
    stop = true
    await Promise.all(visitors)

    const typical = median(steady)
    // Measured: the slowest new connection 3x the median of the open ones with the slots, 26-28x
    // without them (one connection accepted per turn of ~25 renders).
    expect(Math.max(...firsts)).toBeLessThan(8 * typical)
  })
})

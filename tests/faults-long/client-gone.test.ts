// Visitors who leave before their page is ready (back, a timeout, a closed tab) while renders
// queue for their slots: a page nobody will read is not rendered, and the request log says 499
// ("client closed request"), not 500 with an "Error: aborted" stack that sends an operator
// looking for a bug.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, sleep, startServer } from './support/server'

const PORT = 3323
let server: RunningServer

beforeAll(async () => {
  server = await startServer('client-gone', PORT, {
    PAGE_CACHE_SECONDS: '0',
    QUERY_CACHE_SECONDS: '0',
    RENDER_CONCURRENCY: '1',
    LOG_LEVEL: 'info',
  })
})

afterAll(async () => {
  await server?.stop()
})

/** Asks for `path` and hangs up after `ms`, before the page can be ready. */
function leaveAfter(path: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, path })
    req.on('error', () => resolve())
    req.on('response', (res) => {
      res.resume()
      res.on('end', resolve)
    })
    setTimeout(() => {
      req.destroy()
      resolve()
    }, ms)
    req.end()
  })
}

const requestLines = (log: string[]) =>
  log.filter((line) => line.includes('"msg":"request"') && line.includes('/community'))

describe('visitors who leave before their page is ready', () => {
  it('cost no render once gone, and are logged as 499 without an error', async () => {
    const before = server.log.length
    // 60 pages at once against one render slot: most visitors leave while theirs waits. (With 30,
    // a test process starved of CPU by the suite's other files once hung up only after the
    // server had rendered them all.)
    await Promise.all(Array.from({ length: 60 }, (_, i) => leaveAfter(`/community?gone=${i}`, 30)))
    await sleep(3000)
    const log = server.log.slice(before)
    const lines = requestLines(log)
    expect(lines.length, log.slice(-20).join('\n')).toBe(60)
    expect(log.filter((line) => /Error: aborted|"status":500|request failed/.test(line))).toEqual([])
    const gone = lines.filter((line) => line.includes('"status":499'))
    expect(gone.length).toBeGreaterThanOrEqual(10)
    // Those that were ready before the visitor left went out as usual.
    expect(lines.every((line) => /"status":(200|499)/.test(line))).toBe(true)
    // ...and the server renders for the next visitor.
    expect((await fetch(`${server.base}/community?after=1`)).status).toBe(200)
  })
})

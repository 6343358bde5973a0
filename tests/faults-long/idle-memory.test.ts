// A serving process gives its memory back once it has been quiet after a busy spell
// (server/ops/idle-memory.ts), and only then: a quiet process is never collected.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, sleep, startServer } from './support/server'

const PORT = 3324
let server: RunningServer

beforeAll(async () => {
  server = await startServer('idle-memory', PORT, { LOG_LEVEL: 'debug', PAGE_CACHE_SECONDS: '0' })
})

afterAll(async () => {
  await server?.stop()
})

const releases = () =>
  server.log
    .filter((line) => line.includes('memory returned'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as { ms: number; returnedMb: number })
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024

describe('the idle memory release', () => {
  it('is quiet while the process is, and returns memory once a busy spell is over', async () => {
    await sleep(3500)
    expect(releases()).toEqual([])

    // A busy spell: 8 visitors rendering uncached pages for 4 s.
    const pages = ['/', '/community', '/es/comunidad', '/pt/parceiro-conosco', '/pregnancy/week-12']
    const until = Date.now() + 4000
    await Promise.all(
      Array.from({ length: 8 }, async (_, visitor) => {
        for (let i = visitor; Date.now() < until; i++) {
          const response = await fetch(`${server.base}${pages[i % pages.length]}`)
          expect(response.status).toBe(200)
          await response.arrayBuffer()
        }
      }),
    )
    const busyRss = rssMb()
    // Two quiet seconds, then one collection (waited for: a loaded machine ticks late).
    for (let waited = 0; releases().length === 0 && waited < 20_000; waited += 250) await sleep(250)
    const [release, ...more] = releases()
    expect(release).toBeDefined()
    expect(more).toEqual([])
    expect(release!.returnedMb).toBeGreaterThan(0)
    expect(rssMb()).toBeLessThan(busyRss)
  })
})

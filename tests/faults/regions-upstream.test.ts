// The regions upstream (API_URL) misbehaving: the site keeps serving, with the default region.
import { type Server, type ServerResponse, createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../support/trpc'

let mode: 'ok' | 'error' | 'garbage' | 'slow' = 'ok'
const seen: Array<string | undefined> = []
// 'slow' never answers: a reply to the site can then only come from its own time limit.
const unanswered: ServerResponse[] = []
let upstream: Server

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req.headers.authorization)
    if (mode === 'error') return res.writeHead(503).end('down')
    if (mode === 'garbage')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"regions": "nope"')
    if (mode === 'slow') return unanswered.push(res)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        regions: [
          { id: 'US', isHighlighted: false },
          { id: 'BR', isHighlighted: true },
        ],
      }),
    )
  })
  await new Promise<void>((resolve) => upstream.listen(3977, '127.0.0.1', resolve))
})

afterAll(() => {
  upstream.closeAllConnections()
  upstream.close()
})

describe('regions upstream', () => {
  it('is called with the public API key and its highlighted region is used', async () => {
    mode = 'ok'
    const { data } = await query('regions.current')
    expect(data.region).toBe('BR')
    expect(seen.at(-1)).toBe('Bearer test-public-key')
  })

  for (const failure of ['error', 'garbage', 'slow'] as const) {
    it(`falls back silently to MX_CAM when the upstream answers ${failure}`, async () => {
      mode = failure
      const asked = seen.length
      const { status, data } = await query('regions.current')
      expect(status).toBe(200)
      expect(data.region).toBe('MX_CAM')
      expect(seen.length, 'the upstream was asked').toBe(asked + 1)
      // Slow: the site answered while the upstream still had not, whatever the machine's speed.
      if (failure === 'slow') expect(unanswered.map((res) => res.writableEnded)).toEqual([false])
    })
  }

  it('falls back when the upstream is gone', async () => {
    upstream.closeAllConnections()
    await new Promise((resolve) => upstream.close(resolve))
    const { status, data } = await query('regions.current')
    expect(status).toBe(200)
    expect(data.region).toBe('MX_CAM')
    upstream = createServer()
  })
})

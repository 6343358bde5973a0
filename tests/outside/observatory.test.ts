// Mozilla's Observatory (the scanner behind developer.mozilla.org/observatory) on the production
// server as it runs behind its TLS proxy: an https PUBLIC_SITE_URL (so its cookies are Secure),
// scanned over plain http on its port. Every test passes except the two that need TLS in front
// of the site, which a local scan cannot have.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { scan } from '@mdn/mdn-http-observatory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageTypes } from '../support/routes'
import { type ProductionServer, outsidePort, root, startProductionServer } from './support/server'

/** Plain http cannot redirect to https or send a meaningful Strict-Transport-Security. */
const NEEDS_TLS = ['redirection', 'strict-transport-security']

// The scanner reads Chrome's HSTS preload list from its own conf/ folder, which its postinstall
// downloads (no internet here, and package.json denies its install scripts). An empty list is
// all a local scan needs: 127.0.0.1 is on no preload list. A real list is left as it is.
const preloadList = join(root, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json')

let server: ProductionServer
beforeAll(async () => {
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')
  const port = outsidePort(2)
  server = await startProductionServer(port, { publicSiteUrl: `https://127.0.0.1:${port}` })
})
afterAll(async () => {
  await server?.stop()
})

const scanned = ['home', 'community', 'post', 'partner'].map(
  (name) => pageTypes.find((type) => type.name === name)!.paths.en,
)

describe('Mozilla Observatory', () => {
  it.each(scanned)('passes every test that does not need TLS on %s', async (path) => {
    const host = `${new URL(server.base).host}${path}`
    const { scan: summary, tests } = await scan(host)
    const lines = Object.entries(tests).map(
      ([name, test]) => `${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${test.scoreModifier})`,
    )
    console.log(
      `[observatory] ${path}: ${summary.grade} ${summary.score}/100, ` +
        `${summary.testsPassed}/${summary.testsQuantity} passed\n  ${lines.join('\n  ')}`,
    )
    expect(summary.statusCode).toBe(200)
    // Every test ran (a renamed or dropped test would otherwise pass unseen).
    for (const name of NEEDS_TLS) expect(Object.keys(tests)).toContain(name)
    const failed = Object.entries(tests)
      .filter(([name, test]) => !NEEDS_TLS.includes(name) && test.pass !== true)
      .map(([name, test]) => `${name}: ${test.result}`)
    expect(failed).toEqual([])
  })
})

// Every page type in the three locales through the Nu HTML checker (the W3C validator, offline
// from the vnu-jar package; needs Java: Debian's default-jre-headless). All pages go to one
// java run: the JVM takes seconds to start. Errors fail the test; warnings are allowed.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales, pageTypes } from '../support/routes'
import { type ProductionServer, outsidePort, root, startProductionServer } from './support/server'

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  lastLine?: number
  extract?: string
}

const jar = join(root, 'node_modules/vnu-jar/build/dist/vnu.jar')

let server: ProductionServer
let dir: string
beforeAll(async () => {
  server = await startProductionServer(outsidePort(1))
  dir = mkdtempSync(join(tmpdir(), 'nestwell-vnu-'))
})
afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('HTML of every page type', () => {
  it('has no Nu HTML checker error in any locale', async () => {
    const pathOf = new Map<string, string>()
    for (const type of pageTypes) {
      for (const locale of locales) {
        const path = type.paths[locale]
        const response = await fetch(`${server.base}${path}`)
        const html = await response.text()
        expect(response.status, path).toBe(type.status)
        expect(html, path).toContain('</html>')
        if (type.name === 'search') expect(html, `${path} shows highlighted results`).toContain('<mark')
        const file = join(dir, `${locale}-${type.name.replaceAll(' ', '-')}.html`)
        writeFileSync(file, html)
        pathOf.set(file, path)
      }
    }

    const started = Date.now()
    const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--stdout', ...pathOf.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.error) throw new Error(`Cannot run java (install default-jre-headless): ${run.error.message}`)
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] }
    const pageOf = (url = '') => pathOf.get(url.replace(/^file:/, '')) ?? url
    // One line per kind of error: the pages it is on, and where on the first of them.
    const byMessage = new Map<string, { pages: Set<string>; first: string }>()
    for (const m of messages.filter((m) => m.type !== 'info')) {
      const page = pageOf(m.url)
      const seen = byMessage.get(m.message)
      if (seen) seen.pages.add(page)
      else {
        const first = `${page}:${m.lastLine ?? '?'} …${(m.extract ?? '').slice(0, 100)}`
        byMessage.set(m.message, { pages: new Set([page]), first })
      }
    }
    const errors = [...byMessage].map(
      ([message, { pages, first }]) =>
        `${message} (${pages.size} pages: ${[...pages].join(' ')}; first at ${first})`,
    )
    const errorCount = messages.filter((m) => m.type !== 'info').length
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')
    console.log(
      `[vnu] ${pathOf.size} pages, ${errorCount} errors, ${warnings.length} warnings ` +
        `(${[...new Set(warnings.map((w) => w.message))].join(' | ')}), ${Date.now() - started} ms`,
    )
    // Every file was read: vnu names each page it checked in its messages or not at all, so an
    // unreadable file shows as a non-document-error above.
    expect(run.status, run.stderr).not.toBeNull()
    expect(errors).toEqual([])
  })
})

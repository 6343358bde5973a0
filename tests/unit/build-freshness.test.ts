import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildInputs, buildIsStale } from '../../scripts/build-freshness.mjs'

// Tracked entries `vite build` never reads.
const notBuildInputs = [
  '.ci',
  '.gitignore',
  'README.md',
  'biome.json',
  'deploy',
  'docs',
  'drizzle.config.ts',
  'playwright.config.ts',
  'scripts',
  'tests',
  'vitest.config.ts',
]

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

function file(path: string, secondsAgo: number) {
  const full = join(root, path)
  mkdirSync(dirname(full), { recursive: true })
  writeFileSync(full, '')
  const time = Date.now() / 1000 - secondsAgo
  utimesSync(full, time, time)
}

describe('npm start rebuilds when the build is older than its sources', () => {
  it('knows every tracked top-level entry as a build input or not', () => {
    const tracked = new Set(
      execFileSync('git', ['ls-files'], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((path) => path.split('/')[0]!),
    )
    const known = new Set([...buildInputs, ...notBuildInputs])
    expect([...tracked].filter((entry) => !known.has(entry))).toEqual([])
  })

  it.each(['core/i18n/paths.ts', 'build/boundaries.ts', 'app/routes/index.tsx', 'messages/en.json'])(
    'is stale after a change to %s',
    (source) => {
      root = mkdtempSync(join(tmpdir(), 'freshness-'))
      file('dist/server/server.js', 60)
      file(source, 10)
      expect(buildIsStale(root)).toBe(true)
    },
  )

  it('is fresh when only generated files, tests or docs changed since the build', () => {
    root = mkdtempSync(join(tmpdir(), 'freshness-'))
    file('core/i18n/paths.ts', 120)
    file('dist/server/server.js', 60)
    file('core/paraglide/messages.js', 10)
    file('app/routeTree.gen.ts', 10)
    file('tests/unit/x.test.ts', 10)
    file('docs/architecture.md', 10)
    expect(buildIsStale(root)).toBe(false)
  })

  it('is stale with no build', () => {
    root = mkdtempSync(join(tmpdir(), 'freshness-'))
    file('core/i18n/paths.ts', 120)
    expect(buildIsStale(root)).toBe(true)
  })
})

// The app/ files that may import server/ are listed twice: as globs in biome.json (what
// `npm run lint` checks) and as patterns in boundaries.ts (what the build checks). Both must
// exempt the same files, or one tool lets through what the other refuses.
import { readFileSync, readdirSync } from 'node:fs'
import { join, matchesGlob } from 'node:path'
import { describe, expect, it } from 'vitest'
import { boundaryViolation } from './boundaries.ts'

const root = join(import.meta.dirname, '..')

interface Override {
  includes?: string[]
  linter?: unknown
}
const { overrides } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: Override[] }

/** The override of app/ that forbids server/ imports: the files it leaves out are the exempted ones. */
const appOverride = overrides.find(
  (override) => override.includes?.[0] === 'app/**' && JSON.stringify(override.linter).includes('@server/**'),
)
const lintExemptions = (appOverride?.includes ?? [])
  .filter((glob) => glob.startsWith('!'))
  .map((glob) => glob.slice(1))

/** Node's matchesGlob reads `\` as a path separator: Biome's `\[` becomes the class `[[]`. */
const nodeGlob = (biomeGlob: string) => biomeGlob.replace(/\\(.)/g, '[$1]')
const exemptByLint = (globs: string[], file: string) =>
  globs.some((glob) => matchesGlob(file, nodeGlob(glob)))
const exemptByBuild = (file: string) => boundaryViolation(file, 'server/env.ts') === null

/** Every file of app/, and paths each exemption could cover but no file does yet. */
const files = [
  ...readdirSync(join(root, 'app'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
  'app/routes/api/nested/handler.ts',
  'app/routes/robots[.]txt.ts',
  'app/routes/nested/feed[.]xml.ts',
  'app/routes/feed[.]xml.tsx',
  'app/trpc/nested/types.ts',
  'app/lib/server.ts',
  'app/server.tsx',
]

const disagreements = (globs: string[]) =>
  files.filter((file) => exemptByLint(globs, file) !== exemptByBuild(file))

describe('the boundary exemptions of biome.json and build/boundaries.ts', () => {
  it('exempt the same app/ files', () => {
    expect(lintExemptions.length).toBeGreaterThan(0)
    expect(disagreements(lintExemptions)).toEqual([])
  })

  it('keep the import-scheme rule on the exempted files (the next override lists the same globs)', () => {
    expect(overrides.map((override) => override.includes)).toContainEqual(lintExemptions)
  })

  it('would notice either list changing: an exemption dropped or added disagrees', () => {
    for (const glob of lintExemptions) {
      expect(disagreements(lintExemptions.filter((other) => other !== glob)), glob).not.toEqual([])
    }
    expect(disagreements([...lintExemptions, 'app/lib/**'])).not.toEqual([])
  })
})

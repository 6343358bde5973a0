// `npm start`: build when the sources are newer than the build, then serve it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { log } from '../server/ops/log.ts'

const sources = ['app', 'server', 'messages', 'public', 'project.inlang', 'package.json', 'vite.config.ts']
const ignored = new Set(['node_modules', 'paraglide', '.data'])

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = 0
  for (const entry of readdirSync(path)) {
    if (ignored.has(entry) || entry === 'routeTree.gen.ts') continue
    latest = Math.max(latest, newest(join(path, entry)))
  }
  return latest
}

const built = 'dist/server/server.js'
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs
if (stale) {
  log.info('building the site (sources changed since the last build)')
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('./serve.mjs')

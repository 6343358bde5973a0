// `npm start`: build when the sources are newer than the build, then serve it.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildIsStale } from './build-freshness.mjs'
import { log } from '../server/ops/log.ts'

if (buildIsStale(fileURLToPath(new URL('..', import.meta.url)))) {
  log.info('building the site (no build yet, or its sources changed since)')
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('./serve.ts')

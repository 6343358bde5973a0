// The folder boundary (docs/architecture.md), checked by the build as Biome checks it in
// `npm run lint` (biome.json overrides): the build sees imports after types are erased, and
// also stops server code from reaching the browser bundle through any path.
import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'

/**
 * app/ files that may import server/: the server entry, the router factory, server routes, the API
 * type. biome.json lists them again as globs; boundaries-biome.test.ts keeps the two lists equal.
 */
const appMayImportServer = [
  /^app\/server\.ts$/,
  /^app\/router\.tsx$/,
  /^app\/routes\/api\//,
  /^app\/routes\/[^/]*\[\.\][^/]*\.ts$/,
  /^app\/trpc\//,
]

export function boundaryViolation(importer: string, imported: string): string | null {
  const from = importer.split(sep).join('/')
  const to = imported.split(sep).join('/')
  const area = (path: string) => path.split('/')[0]
  if (area(from) === 'core' && (area(to) === 'app' || area(to) === 'server'))
    return `core/ imports neither app/ nor server/: ${from} → ${to}`
  if (area(from) === 'server' && area(to) === 'app') return `server/ never imports app/: ${from} → ${to}`
  if (
    area(from) === 'app' &&
    area(to) === 'server' &&
    !appMayImportServer.some((allowed) => allowed.test(from))
  )
    return `app/ imports server/ only from the server entry, the router factory and server routes: ${from} → ${to}`
  return null
}

export function boundaries(root: string): Plugin {
  return {
    name: 'nestwell:boundaries',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0') || importer.includes('node_modules')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external || resolved.id.includes('node_modules')) return resolved
      const from = relative(root, importer.split('?')[0] ?? importer)
      const to = relative(root, resolved.id.split('?')[0] ?? resolved.id)
      const problem = boundaryViolation(from, to)
      if (problem) this.error(problem)
      if (this.environment.name === 'client' && to.split(sep)[0] === 'server') {
        // The dev server's dependency scan reads app/router.tsx before Start strips its
        // server-only branches. An error here stopped the scan (every package then found one
        // page at a time, each a reload); a virtual id is one it leaves alone.
        if ((options as { scan?: boolean }).scan) return { id: `\0server-only:${to}` }
        this.error(`server code in the browser bundle: ${from} → ${to}`)
      }
      return resolved
    },
  }
}

// Writes .br and .gz beside the client build's text files, so the server sends them compressed
// at the best level without compressing on every request (srvx's static middleware picks them).
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 1024

export function precompress(): Plugin {
  return {
    name: 'nestwell:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client'
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const path = join(dir, file)
            const bytes = await readFile(path)
            if (bytes.length < MIN_BYTES) return
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: 9 }),
            ])
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
          }),
      )
    },
  }
}

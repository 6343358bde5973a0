import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { type Plugin, defineConfig } from 'vite'
import { paraglideOptions } from './core/i18n/paraglide-options.ts'
import { appShellChunk } from './build/app-shell-chunk.ts'
import { boundaries } from './build/boundaries.ts'
import { localeStrings } from './build/locale-strings.ts'
import { noServerFunctions } from './build/no-server-functions.ts'
import { precompress } from './build/precompress.ts'
import { serverDependenciesBundled } from './build/server-dependencies.ts'
import { sideEffectFree } from './build/side-effect-free.ts'

// One id per build, the same in the client and server bundles (app/lib/build-info.ts). The
// config is evaluated once per environment in the same process: the first id is kept.
const buildIdHolder = globalThis as { __nestwellBuildId?: string }
buildIdHolder.__nestwellBuildId ??=
  process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`
const buildId = buildIdHolder.__nestwellBuildId

// Paraglide's runtime imports its URLPattern polyfill (~5 kB gzip) for every page; the browser
// build gets an empty module instead and app/client.tsx loads the polyfill where it is missing.
function browserWithoutUrlPatternPolyfill(): Plugin {
  return {
    name: 'nestwell:browser-without-urlpattern-polyfill',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      if (source === '@inlang/paraglide-js/urlpattern-polyfill') {
        return fileURLToPath(new URL('./core/i18n/no-polyfill.ts', import.meta.url))
      }
    },
  }
}

export default defineConfig({
  define: { 'import.meta.env.BUILD_ID': JSON.stringify(buildId) },
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: { sourcemap: !!process.env.SOURCEMAP },
  plugins: [
    boundaries(fileURLToPath(new URL('.', import.meta.url))),
    browserWithoutUrlPatternPolyfill(),
    noServerFunctions(),
    paraglideVitePlugin(paraglideOptions),
    localeStrings(),
    tanstackStart({
      srcDirectory: 'app',
    }),
    viteReact(),
    tailwindcss(),
    sideEffectFree(),
    serverDependenciesBundled(),
    appShellChunk(),
    precompress(),
  ],
})

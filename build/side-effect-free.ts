// Packages whose modules only declare things, but whose package.json does not say so
// (`sideEffects` unset): the bundler keeps every module they import, used or not. @trpc/client's
// index imports all its links (WebSocket, streaming, subscriptions) although the browser uses one.
import type { Plugin } from 'vite'

const declarationOnly = /[\\/]node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/

export function sideEffectFree(): Plugin {
  return {
    name: 'nestwell:side-effect-free',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      const treeshake = typeof options.treeshake === 'object' ? options.treeshake : {}
      const previous = treeshake.moduleSideEffects
      return {
        ...options,
        treeshake: {
          ...treeshake,
          moduleSideEffects: (id: string, external: boolean) => {
            if (declarationOnly.test(id)) return false
            return typeof previous === 'function' ? previous(id, external) : undefined
          },
        },
      }
    },
  }
}

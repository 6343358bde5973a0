// The site has no server functions (createServerFn): its data goes through tRPC (decision 004).
// TanStack Start's browser build still carried their fetcher, its frame decoder and seroval's JSON
// deserializer (10.9 kB gzip on every page, decision 049), because hydration registers the adapter
// that turns a server function the server sent into a callable one (createClientRpc). The browser build gets a createClientRpc that refuses
// instead; a module that imports the client RPC entry, which is what Start compiles a
// createServerFn into, fails the build here rather than at a visitor's click.
import type { Plugin } from 'vite'

const clientRpcModule =
  /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/
const clientRpcEntry = /^@tanstack\/(react-start|start-client-core)\/client-rpc$/
const stubId = '\0nestwell:no-client-rpc'

export function noServerFunctions(): Plugin {
  return {
    name: 'nestwell:no-server-functions',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (clientRpcEntry.test(source)) {
        this.error(
          `${importer ?? 'A module'} imports ${source}: this site has no server functions (build/no-server-functions.ts); use a tRPC procedure, or remove this plugin`,
        )
      }
      if (!source.endsWith('createClientRpc.js')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && clientRpcModule.test(resolved.id) ? stubId : null
    },
    load(id) {
      if (id !== stubId) return null
      return `export function createClientRpc(functionId) {
  return () => Promise.reject(new Error('Server function ' + functionId + ': this build has none (build/no-server-functions.ts)'))
}`
    },
  }
}

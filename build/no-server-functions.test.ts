import { describe, expect, it } from 'vitest'
import { noServerFunctions } from './no-server-functions.ts'

type Hook = (this: unknown, ...args: unknown[]) => Promise<unknown> | unknown
const plugin = noServerFunctions()
const resolveId = plugin.resolveId as Hook
const load = plugin.load as Hook
const context = (resolvedTo: string) => ({
  error: (message: string) => {
    throw new Error(message)
  },
  resolve: async () => ({ id: resolvedTo }),
})
const fetcherModule = '/p/node_modules/@tanstack/start-client-core/dist/esm/client-rpc/createClientRpc.js'

describe('the browser build without server functions', () => {
  it('replaces the client RPC factory, and only it, with one that refuses', async () => {
    const stub = await resolveId.call(
      context(fetcherModule),
      '../client-rpc/createClientRpc.js',
      '/p/x.js',
      {},
    )
    expect(stub).toMatch(/no-client-rpc/)
    expect(await resolveId.call(context('/p/node_modules/react/index.js'), 'react', '/p/x.js', {})).toBeNull()
    const code = String(await load.call({}, stub))
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`)
    await expect(module.createClientRpc('fn-1')()).rejects.toThrow(/Server function fn-1/)
  })

  it('fails the build when a module imports what createServerFn compiles into', async () => {
    for (const entry of ['@tanstack/react-start/client-rpc', '@tanstack/start-client-core/client-rpc']) {
      await expect(resolveId.call(context(fetcherModule), entry, '/p/app/routes/x.tsx', {})).rejects.toThrow(
        /app\/routes\/x\.tsx imports .*no server functions/,
      )
    }
  })
})

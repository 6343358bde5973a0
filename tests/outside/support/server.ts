// The BUILT site started exactly as production starts it: `node scripts/serve.ts` with a fresh
// data folder, PORT and PUBLIC_SITE_URL, and nothing else from the test runner's environment
// (vitest sets NODE_ENV=test; no database or SMTP settings).
import { type BuiltServer, root, startBuiltServer } from '../../support/built-server'

export { root }

/** Each file of the suite gets its own server: OUTSIDE_PORT (default 3520) plus an offset. */
export function outsidePort(offset: number): number {
  return Number(process.env.OUTSIDE_PORT ?? 3520) + offset
}

export type ProductionServer = BuiltServer

/**
 * `publicSiteUrl` defaults to the server's own http address; production's is https, with TLS
 * ended by the proxy in front (the suite's server then still answers plain http on `port`).
 */
export function startProductionServer(
  port: number,
  { publicSiteUrl = `http://127.0.0.1:${port}`, timeoutMs = 90_000 } = {},
): Promise<ProductionServer> {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].map((name) => [name, process.env[name]]),
  )
  return startBuiltServer({
    port,
    dataDirPrefix: 'nestwell-outside-',
    timeoutMs,
    portTakenHint: 'set OUTSIDE_PORT.',
    env: { ...inherited, PUBLIC_SITE_URL: publicSiteUrl },
  })
}

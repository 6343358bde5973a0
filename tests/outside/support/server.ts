// The BUILT site started exactly as production starts it: `node scripts/serve.mjs` with a fresh
// data folder, PORT and PUBLIC_SITE_URL, and nothing else from the test runner's environment
// (vitest sets NODE_ENV=test; no ENABLE_TEST_ROUTES, no database or SMTP settings).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const root = join(import.meta.dirname, '..', '..', '..')

/** Each file of the suite gets its own server: OUTSIDE_PORT (default 3520) plus an offset. */
export function outsidePort(offset: number): number {
  return Number(process.env.OUTSIDE_PORT ?? 3520) + offset
}

export interface ProductionServer {
  base: string
  log: string[]
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * `publicSiteUrl` defaults to the server's own http address; production's is https, with TLS
 * ended by the proxy in front (the suite's server then still answers plain http on `port`).
 */
export async function startProductionServer(
  port: number,
  { publicSiteUrl = `http://127.0.0.1:${port}`, timeoutMs = 90_000 } = {},
): Promise<ProductionServer> {
  if (!existsSync(join(root, 'dist/server/server.js'))) {
    throw new Error('No build in dist/: run `npm run build` first.')
  }
  const base = `http://127.0.0.1:${port}`
  // A server left on the port (a killed run) would answer in place of this one.
  const taken = await fetch(`${base}/robots.txt`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Port ${port} is already in use (set OUTSIDE_PORT).`)
  const dataDir = mkdtempSync(join(tmpdir(), 'nestwell-outside-'))
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].flatMap((name) =>
      process.env[name] === undefined ? [] : [[name, process.env[name] as string]],
    ),
  )
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), PUBLIC_SITE_URL: publicSiteUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const log: string[] = []
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(killer)
    }
    running.delete(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The production server did not start:\n${log.join('\n')}`)
    }
    const ready = await fetch(`${base}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { base, log, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

// The BUILT server (`node scripts/serve.ts` over dist/) as a child process of the test run, for
// the suites that check it from the outside (tests/faults-long, tests/outside): a fresh data
// folder, its log kept, killed with the test process if a run is cut short.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const root = join(import.meta.dirname, '..', '..')

export function assertBuilt(hint = 'run `npm run build` first.') {
  if (!existsSync(join(root, 'dist/server/server.js'))) throw new Error(`No build in dist/: ${hint}`)
}

export interface BuiltServer {
  base: string
  /** The server's DATA_DIR (share images, PGlite, outbox). */
  dataDir: string
  child: ChildProcess
  /** Everything the server printed, line by line. */
  log: string[]
  alive(): boolean
  /** Stops the server (SIGTERM, SIGKILL after 10 s) and removes its data folder. */
  stop(): Promise<void>
}

export interface BuiltServerOptions {
  port: number
  /** The whole environment of the server but DATA_DIR and PORT (nothing is inherited). */
  env: Record<string, string | undefined>
  /** Prefix of the data folder's name in the temporary directory. */
  dataDirPrefix: string
  timeoutMs: number
  /** What the error says when the port is already taken. */
  portTakenHint: string
  /** Each line the server prints, as it arrives. */
  onLine?: (line: string) => void
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  )

/** Starts the built server and resolves once it answers /robots.txt; throws with its log if it does not. */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  assertBuilt()
  const { port, timeoutMs } = options
  const base = `http://127.0.0.1:${port}`
  // A server left on the port (a killed run) would answer in place of this one.
  const taken = await fetch(`${base}/robots.txt`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Port ${port} is already in use: ${options.portTakenHint}`)
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix))
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: root,
    env: { ...options.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const log: string[] = []
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      log.push(line)
      options.onLine?.(line)
    }
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const alive = () => child.exitCode === null && child.signalCode === null
  const stop = async () => {
    if (alive()) {
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
    if (!alive()) {
      await stop()
      throw new Error(`The built server exited while starting:\n${log.join('\n')}`)
    }
    if (await answers(`${base}/robots.txt`)) return { base, dataDir, child, log, alive, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The built server did not answer within ${timeoutMs} ms:\n${log.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// What the throw-away PostgreSQL clusters share (the edge stack, scripts/stack/stack.mjs, and the
// long fault tests, tests/faults-long/support/cluster.ts): the server binaries, run as the
// `postgres` user when we are root (initdb refuses root), and the temp folders a killed run left.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const asRoot = process.getuid?.() === 0

/** @param {string} tool */
function pgBin(tool) {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, tool)
  const dir = '/usr/lib/postgresql'
  const versions = existsSync(dir)
    ? readdirSync(dir)
        .filter((v) => existsSync(join(dir, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? join(dir, versions[0], 'bin', tool) : tool
}

/**
 * The command and arguments that run a PostgreSQL binary (the newest installed, else on PATH).
 * @param {string} tool
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function pgCommand(tool, args) {
  const bin = pgBin(tool)
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
}

/**
 * Runs a PostgreSQL binary and returns its output; its failure says what it printed.
 * @param {string} tool
 * @param {string[]} args
 * @returns {string}
 */
export function runPg(tool, args, timeout = 60_000) {
  const [command, argv] = pgCommand(tool, args)
  try {
    return execFileSync(command, argv, { encoding: 'utf8', timeout, stdio: 'pipe', cwd: tmpdir() })
  } catch (error) {
    throw new Error(
      `${tool} ${args.join(' ')} failed: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    )
  }
}

/** @param {number} pid */
function processAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * A number written in a file (a pid), 0 when there is no file.
 * @param {string} file
 */
export function readPid(file) {
  return Number(existsSync(file) ? readFileSync(file, 'utf8') : 0)
}

/**
 * The temp folders named `prefix…` whose run was killed before it could clean up: the process
 * whose pid is in their `owner` file is gone.
 * @param {string} prefix
 * @returns {string[]}
 */
export function abandonedDirs(prefix) {
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(tmpdir(), name))
    .filter((dir) => {
      const owner = readPid(join(dir, 'owner'))
      return !(owner && processAlive(owner))
    })
}

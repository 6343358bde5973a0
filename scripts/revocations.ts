// Operator command for data deletion requests (Node 24 runs this TypeScript file directly).
//
//   npm run revocations -- list [--all]                  open requests, soonest due first
//   npm run revocations -- export [--csv] [--all]        JSON (default) or CSV to stdout
//   npm run revocations -- done ID                       close a request, e-mail the visitor
//
// It uses the same database as the server (DATABASE_URL, or the PGlite folder in DATA_DIR; PGlite
// allows one process at a time, so stop the server first in that case).
import { readdirSync, statSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DataDirLockedError, connectDatabase } from '../server/db/client.ts'
import { parseEnv } from '../server/env.ts'
import type { RevocationRow } from '../server/forms/revocations.ts'

const usage = `Usage:
  npm run revocations -- list [--all]
  npm run revocations -- export [--csv] [--all]
  npm run revocations -- done ID`

const root = fileURLToPath(new URL('..', import.meta.url))

/** The newest modification time under a path (a file or a folder). */
function newest(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))))
}

/**
 * The e-mails' words are Paraglide messages, compiled to core/paraglide by the build and by
 * `npm run typecheck`. On a fresh clone, or after the messages changed, compile them here first:
 * the server code that renders the mails imports the compiled output. True when it compiled.
 */
async function compileMessages(): Promise<boolean> {
  const outdir = join(root, 'core/paraglide')
  const sources = [join(root, 'messages'), join(root, 'project.inlang/settings.json')]
  // A compile may leave files that did not change as they were: the newest output file tells when.
  const fresh = existsSync(join(outdir, 'messages.js')) && Math.max(...sources.map(newest)) <= newest(outdir)
  if (fresh) return false
  console.error('Compiling the messages (core/paraglide)…')
  const { compile } = await import('@inlang/paraglide-js')
  const { paraglideOptions } = await import('../core/i18n/paraglide-options.ts')
  await compile({
    ...paraglideOptions,
    project: join(root, 'project.inlang'),
    outdir,
  })
  return true
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

// The server's own opening code (migrated, not seeded), with the operator's words for a refusal.
async function open(env: ReturnType<typeof parseEnv>) {
  if (!env.DATABASE_URL && env.DATA_DIR.startsWith('memory:'))
    fail('DATA_DIR is memory:// — there is nothing to operate on.')
  try {
    return await connectDatabase(env)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    fail(
      `The database in ${error.dir} is in use by process ${error.holder} (the server?). PGlite allows one process at a time: stop it and run this again.`,
    )
  }
}

function table(rows: RevocationRow[]): string {
  if (rows.length === 0) return 'No requests.'
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-')
  const lines = [['ID', 'STATE', 'DUE', 'CONFIRMED', 'LANG', 'EMAIL']]
  for (const r of rows)
    lines.push([String(r.id), r.state, day(r.dueAt), day(r.confirmedAt), r.locale, r.email])
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)))
  return lines
    .map((l) =>
      l
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  const flags = new Set(rest.filter((a) => a.startsWith('--')))
  const args = rest.filter((a) => !a.startsWith('--'))
  if (!command || command === 'help' || flags.has('--help')) {
    console.log(usage)
    return
  }
  if (!['list', 'export', 'done'].includes(command)) fail(`Unknown command "${command}".\n${usage}`)

  let env: ReturnType<typeof parseEnv>
  try {
    env = parseEnv(process.env)
  } catch (error) {
    fail((error as Error).message)
  }
  const site = { siteName: env.SITE_NAME, siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, '') }
  const compiled = await compileMessages()
  const { completeRevocation, listRevocations, toCsv } = await import('../server/forms/revocations.ts')
  const { db, close } = await open(env)
  try {
    if (command === 'list') {
      const rows = await listRevocations(db, { all: flags.has('--all') })
      console.log(table(rows))
      const overdue = rows.filter((r) => r.state === 'overdue').length
      if (overdue) console.log(`\n${overdue} overdue.`)
    } else if (command === 'export') {
      const rows = await listRevocations(db, { all: flags.has('--all') })
      process.stdout.write(flags.has('--csv') ? toCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`)
    } else {
      const id = Number(args[0])
      if (!Number.isInteger(id) || id <= 0) fail(`"done" needs a request ID.\n${usage}`)
      const result = await completeRevocation(db, id, site)
      if (!result.ok) {
        const reasons = {
          not_found: `There is no request #${id}.`,
          not_confirmed: `Request #${id} has not been confirmed by its owner yet: it cannot be closed.`,
          already_done: `Request #${id} is already done.`,
        }
        fail(reasons[result.reason])
      }
      console.log(
        `Request #${id} is done. The e-mail telling ${result.email} is queued; the server sends it (now, or when it next starts).`,
      )
    }
  } finally {
    await close()
  }
  // The compiler leaves timers behind that would hold the process for half a minute.
  if (compiled) process.exit()
}

await main()

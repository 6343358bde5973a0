// The operator command as an operator runs it: `node scripts/revocations.ts …` in its own process.
// On PostgreSQL it sees what the server stored; on PGlite it opens a data folder of its own and
// refuses a folder another process holds.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../server/db/client'
import { confirmRevocation } from '../../server/forms/revocations'
import { cleanUp, client, mutate, revocation } from './forms-helpers'
import { eq } from 'drizzle-orm'
import { dataRevocations, mailOutbox } from '../../server/db/schema'

const postgres = process.env.DATABASE_URL

// Each run is a fresh Node process (and, on PGlite, a fresh database): seconds, not milliseconds.
function run(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/revocations.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

beforeAll(async () => {
  await db()
})
afterAll(cleanUp)

// Only where the server's database is a PostgreSQL the command can reach (the postgres project).
if (postgres)
  describe('on PostgreSQL', () => {
    it('lists, exports and closes the requests the server stored', async () => {
      const env = { DATABASE_URL: postgres! }
      const input = revocation({ locale: 'pt' })
      expect((await mutate('forms.dataRevocation', input, client())).status).toBe(200)
      const database = await db()
      const [row] = await database
        .select()
        .from(dataRevocations)
        .where(eq(dataRevocations.email, input.email))
      const mail = (await database.select().from(mailOutbox).where(eq(mailOutbox.toAddress, input.email)))[0]!
      const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!

      // Not confirmed yet: not in the default list, and it cannot be closed.
      expect(run(['list'], env).out).not.toContain(input.email)
      expect(run(['list', '--all'], env).out).toMatch(new RegExp(`${row!.id}\\s+unconfirmed`))
      const early = run(['done', String(row!.id)], env)
      expect(early.code).toBe(1)
      expect(early.err).toContain('has not been confirmed')

      await confirmRevocation(
        database,
        token,
        { siteName: 'Nestwell', siteUrl: 'http://localhost:3000' },
        'p@x.test',
      )
      const listed = run(['list'], env)
      expect(listed.code).toBe(0)
      expect(listed.out).toMatch(new RegExp(`${row!.id}\\s+open\\s+\\d{4}-\\d{2}-\\d{2}`))

      const json = JSON.parse(run(['export'], env).out) as Array<{ id: number; email: string; dueAt: string }>
      const exported = json.find((r) => r.id === row!.id)!
      expect(exported.email).toBe(input.email)
      expect(Date.parse(exported.dueAt)).toBeGreaterThan(Date.now() + 27 * 86_400_000)
      const csv = run(['export', '--csv'], env).out
      expect(csv.split('\r\n')[0]).toBe(
        'id,email,locale,state,created_at,confirmed_at,due_at,completed_at,reason',
      )
      expect(csv).toContain(`"${input.email}"`)

      const done = run(['done', String(row!.id)], env)
      expect(done.code).toBe(0)
      expect(done.out).toContain(`Request #${row!.id} is done`)
      expect(run(['list'], env).out).not.toContain(input.email)
      const queued = await database.select().from(mailOutbox).where(eq(mailOutbox.toAddress, input.email))
      expect(queued.map((m) => m.template)).toContain('data_revocation.done.visitor')
      expect(run(['done', String(row!.id)], env).err).toContain('already done')
    }, 180_000)
  })

// Once, in the pglite project: these runs open a PGlite folder of their own whatever the server's
// database is, so the postgres project would repeat them (~6 s of spawned processes).
if (!postgres)
  describe('on PGlite', () => {
    it('opens a data folder, and refuses one that a running process holds', () => {
      const dir = mkdtempSync(join(tmpdir(), 'nestwell-revocations-'))
      try {
        const env = { DATA_DIR: dir }
        const empty = run(['list'], env)
        expect(empty.err).toBe('')
        expect(empty.code).toBe(0)
        expect(empty.out.trim()).toBe('No requests.')
        // This test's own process stands in for a running server.
        writeFileSync(join(dir, 'pglite.lock'), String(process.pid))
        const locked = run(['list'], env)
        expect(locked.code).toBe(1)
        expect(locked.err).toContain(`in use by process ${process.pid}`)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }, 120_000)

    it('explains its usage and rejects unknown commands', () => {
      expect(run([], {}).out).toContain('npm run revocations -- done ID')
      const unknown = run(['purge'], {})
      expect(unknown.code).toBe(1)
      expect(unknown.err).toContain('Unknown command "purge"')
    }, 60_000)
  })

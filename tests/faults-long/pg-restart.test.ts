// PostgreSQL goes away twice while visitors keep submitting forms (10 a second, each from its own
// address) and reading pages: once stopped cleanly (`pg_ctl stop -m fast`), once killed
// (`-m immediate`, a crash), each time for a few seconds. The built server must stay up, refuse
// what it cannot store with a clean error, keep everything it said it had received (and mail
// it), and take submissions again once PostgreSQL is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as m from '../../core/paraglide/messages'
import { type Cluster, createCluster } from './support/cluster'
import { type RunningServer, leaksInternals, sleep, startServer } from './support/server'
import { type Answer, type Fill, fill, submit } from '../support/form-submissions'
import { mailsAbout, startSmtp } from '../support/smtp'

const SERVER_PORT = 3301
const SMTP_PORT = 3350
const TEAM = 'partners@nestwell.app'
const DOWN_MS = 4000
const UP_MS = 8000

type Phase = 'before' | 'down' | 'up'
interface Sent {
  fill: Fill
  phase: Phase
  sentAt: number
  answer: Answer
}
interface PageHit {
  path: string
  phase: Phase
  sentAt: number
  status: number
  body: string
  networkError?: string
}

let cluster: Cluster | undefined
let server: RunningServer | undefined
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined

beforeAll(async () => {
  cluster = await createCluster()
  smtp = await startSmtp(SMTP_PORT)
  server = await startServer('server', SERVER_PORT, { DATABASE_URL: cluster.url, SMTP_URL: smtp.url })
})

afterAll(async () => {
  await server?.stop()
  await smtp?.close()
  cluster?.destroy()
})

describe('PostgreSQL restarted during submissions', () => {
  it('keeps every accepted submission, refuses the rest cleanly, stays up and recovers', async () => {
    const s = server!
    const db = cluster!
    const pagePaths = ['/', '/partner-with-us', '/community', '/es/comunidad', '/pt/parceiro-conosco']
    // Warm the page cache, as a live site's would be.
    for (const path of pagePaths) expect((await fetch(`${s.base}${path}`)).status).toBe(200)

    let phase: Phase = 'before'
    const sent: Sent[] = []
    const pages: PageHit[] = []
    const pending = new Set<Promise<unknown>>()
    const track = (p: Promise<unknown>) => {
      pending.add(p)
      void p.finally(() => pending.delete(p))
    }
    let n = 0
    const submitter = setInterval(() => {
      const i = n++
      const f = fill(
        i % 2 ? 'forms.bookCall' : 'forms.mediaKit',
        `restart${i}`,
        (['en', 'es', 'pt'] as const)[i % 3],
      )
      const at = { phase, sentAt: Date.now() }
      track(
        submit(s.base, f, `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`).then((answer) =>
          sent.push({ fill: f, ...at, answer }),
        ),
      )
    }, 100)
    let p = 0
    const reader = setInterval(() => {
      const i = p++
      // Every other request is a page nobody asked for before (the query makes it a cache miss).
      const path = i % 2 ? pagePaths[i % pagePaths.length]! : `/community?fault=${i}`
      const at = { path, phase, sentAt: Date.now() }
      track(
        fetch(`${s.base}${path}`, { signal: AbortSignal.timeout(20_000) })
          .then(async (r) => pages.push({ ...at, status: r.status, body: await r.text() }))
          .catch((error) =>
            pages.push({ ...at, status: 0, body: '', networkError: String(error.cause ?? error) }),
          ),
      )
    }, 200)

    const outages: Array<{ mode: 'fast' | 'immediate'; down: number; up: number }> = []
    try {
      await sleep(2000)
      for (const mode of ['fast', 'immediate'] as const) {
        phase = 'down'
        const down = Date.now()
        await db.stop(mode)
        await sleep(DOWN_MS)
        await db.start()
        const up = Date.now()
        phase = 'up'
        outages.push({ mode, down, up })
        await sleep(UP_MS)
      }
    } finally {
      clearInterval(submitter)
      clearInterval(reader)
    }
    await Promise.all(pending)

    // The process never died.
    expect(s.alive(), s.log.slice(-60).join('\n')).toBe(true)

    // Every answer is a success or a clean refusal: a 503 tRPC error with the visitor's
    // translated "try again in a minute" (the form shows its "not sent" panel), no internals.
    const refused = sent.filter((r) => !r.answer.ok)
    for (const { answer, fill: f } of refused) {
      expect(answer.networkError, `no HTTP answer at all: ${answer.networkError}`).toBeUndefined()
      expect(answer.status, answer.body).toBe(503)
      expect(answer.error?.data.code).toBe('SERVICE_UNAVAILABLE')
      expect(answer.error?.message).toBe(m.forms_error_unavailable({}, { locale: f.locale }))
      expect(answer.error?.data.stack).toBeUndefined()
      expect(leaksInternals(answer.body)).toBeNull()
    }
    // The outage was real: submissions sent while PostgreSQL was down were refused.
    const duringOutage = sent.filter((r) => r.phase === 'down')
    expect(duringOutage.length).toBeGreaterThan(2 * (DOWN_MS / 100) * 0.6)
    expect(duringOutage.filter((r) => !r.answer.ok).length).toBeGreaterThan(10)
    // Before the first outage everything went through.
    expect(sent.filter((r) => r.phase === 'before').every((r) => r.answer.ok)).toBe(true)

    // Recovery: within a few seconds of each restart submissions succeed again, and from then
    // until the next outage every one does.
    for (const [index, outage] of outages.entries()) {
      const until = outages[index + 1]?.down ?? Number.POSITIVE_INFINITY
      // (Up to a second before the next outage: a submission in flight when it starts may fail.)
      const after = sent.filter((r) => r.sentAt >= outage.up + 3000 && r.sentAt < until - 1000)
      expect(after.length).toBeGreaterThan(25)
      const failed = after.filter((r) => !r.answer.ok)
      expect(
        failed.map(
          (r) => `+${r.sentAt - outage.up} ms after start: ${r.answer.status} ${r.answer.body.slice(0, 200)}`,
        ),
      ).toEqual([])
    }

    // Every accepted submission is in the database, with its two mails queued.
    const accepted = sent.filter((r) => r.answer.ok)
    const keys = accepted.map((r) => r.fill.idempotencyKey)
    const stored = await db.query<{ key: string; mails: string }>(
      `select s.idempotency_key as key, count(m.id)::text as mails
         from form_submissions s left join mail_outbox m on m.submission_id = s.id
        where s.idempotency_key = any($1::uuid[]) group by s.idempotency_key`,
      [keys],
    )
    const found = new Map(stored.map((row) => [row.key, Number(row.mails)]))
    expect(keys.filter((key) => !found.has(key))).toEqual([])
    expect([...found.values()].every((mails) => mails === 2)).toBe(true)

    // ...and its two mails are delivered, once each. The sender may still be working through the
    // backlog (about 10 mails a second here): wait while mail keeps arriving; 20 s without any
    // (longer than the sender's 15 s poll) means some mail is stuck.
    const waitStarted = Date.now()
    const missing = () =>
      accepted.filter((r) => {
        const m = mailsAbout(smtp!.received, r.fill.email, TEAM)
        return m.visitor < 1 || m.team < 1
      })
    let lastCount = -1
    let lastProgress = Date.now()
    while (missing().length > 0 && Date.now() - lastProgress < 20_000) {
      if (smtp!.received.length !== lastCount) {
        lastCount = smtp!.received.length
        lastProgress = Date.now()
      }
      await sleep(250)
    }
    const mailWaitMs = Date.now() - waitStarted
    await sleep(1000)
    expect(missing().map((r) => r.fill.email)).toEqual([])
    // A mail left 'sending' would be sent again when its claim runs out: every one is 'sent'.
    const statuses = async () =>
      db.query<{ status: string; n: number }>(
        `select m.status, count(*)::int as n from mail_outbox m join form_submissions s on s.id = m.submission_id
          where s.idempotency_key = any($1::uuid[]) group by m.status`,
        [keys],
      )
    for (let i = 0; i < 20 && (await statuses()).some((row) => row.status !== 'sent'); i++) await sleep(250)
    expect(await statuses()).toEqual([{ status: 'sent', n: 2 * accepted.length }])
    const twice = accepted.filter((r) => {
      const m = mailsAbout(smtp!.received, r.fill.email, TEAM)
      return m.visitor !== 1 || m.team !== 1
    })
    expect(twice.map((r) => r.fill.email)).toEqual([])

    // Pages: always an HTTP answer (cached, rendered, or an error page without internals), and
    // uncached pages render again once PostgreSQL is back.
    for (const page of pages) {
      expect(page.networkError, `${page.path}: ${page.networkError}`).toBeUndefined()
      if (page.status !== 200) {
        expect(page.status, page.path).toBeGreaterThanOrEqual(500)
        expect(leaksInternals(page.body)).toBeNull()
      }
    }
    const lastUp = outages.at(-1)!.up
    const recovered = pages.filter((page) => page.sentAt >= lastUp + 3000)
    expect(recovered.length).toBeGreaterThan(5)
    expect(
      recovered.filter((page) => page.status !== 200).map((page) => `${page.path} ${page.status}`),
    ).toEqual([])
    expect((await fetch(`${s.base}/community?fault=final`)).status).toBe(200)
    expect(s.alive()).toBe(true)

    const byPhase = (ph: Phase) => sent.filter((r) => r.phase === ph)
    console.log(
      `[pg-restart] ${sent.length} submissions: ${accepted.length} accepted, ${refused.length} refused ` +
        `(while down: ${byPhase('down').filter((r) => !r.answer.ok).length}/${byPhase('down').length}); ` +
        `${pages.length} pages, ${pages.filter((page) => page.status !== 200).length} not 200; ` +
        `all mail delivered ${mailWaitMs} ms after the last submission`,
    )
  })
})

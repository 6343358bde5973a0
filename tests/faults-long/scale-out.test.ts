// Two built servers on one PostgreSQL database, as when the site is scaled out: they start
// together (migrations and seed once), the per-address forms rate limit holds across both, and
// their two outbox senders deliver every queued mail exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as m from '../../core/paraglide/messages'
import { type Cluster, createCluster } from './support/cluster'
import { type RunningServer, leaksInternals, sleep, startServer } from './support/server'
import { type Answer, type Fill, fill, submit } from '../support/form-submissions'
import { mailsAbout, startSmtp } from '../support/smtp'

const PORTS = [3311, 3312]
const SMTP_PORT = 3351
const TEAM = 'partners@nestwell.app'
const LIMIT = 4

let cluster: Cluster | undefined
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
let servers: RunningServer[] = []
/** Every submission the servers accepted in this file: each must bring exactly two mails. */
const accepted: Fill[] = []

beforeAll(async () => {
  cluster = await createCluster('nestwell_scale_out')
  smtp = await startSmtp(SMTP_PORT)
  const env = {
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    FORMS_RATE_LIMIT_POINTS: String(LIMIT),
    FORMS_RATE_LIMIT_WINDOW_SECONDS: '600',
  }
  const started = await Promise.allSettled(
    PORTS.map((port, i) => startServer(`server-${'ab'[i]}`, port, env)),
  )
  servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) throw (failed as PromiseRejectedResult).reason
})

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  await smtp?.close()
  cluster?.destroy()
})

describe('two servers on one database', () => {
  it('hold one per-address rate limit between them', async () => {
    const [a, b] = servers as [RunningServer, RunningServer]
    const address = '203.0.113.77'
    const locales = ['en', 'es', 'pt'] as const
    const fills = Array.from({ length: 3 * LIMIT }, (_, i) =>
      fill(i % 2 ? 'forms.bookCall' : 'forms.mediaKit', `limit${i}`, locales[i % 3]),
    )
    // Two at a time, one to each server, all from the same address.
    const answers: Answer[] = []
    for (let i = 0; i < fills.length; i += 2) {
      answers.push(
        ...(await Promise.all([submit(a.base, fills[i]!, address), submit(b.base, fills[i + 1]!, address)])),
      )
    }
    const ok = fills.filter((_, i) => answers[i]!.ok)
    expect(ok.length).toBe(LIMIT)
    accepted.push(...ok)
    fills.forEach((f, i) => {
      const answer = answers[i]!
      if (answer.ok) return
      expect(answer.status, answer.body).toBe(429)
      expect(answer.error?.data.code).toBe('TOO_MANY_REQUESTS')
      expect(answer.error?.message).toBe(m.forms_error_rate_limited({}, { locale: f.locale }))
      expect(leaksInternals(answer.body)).toBeNull()
    })
    // Both servers counted for the one address (each refused some and accepted some).
    const byServer = (index: number) => answers.filter((_, i) => i % 2 === index)
    expect(byServer(0).some((x) => !x.ok) && byServer(1).some((x) => !x.ok)).toBe(true)
    const stored = await cluster!.query<{ n: number }>(
      'select count(*)::int as n from form_submissions where email = any($1)',
      [fills.map((f) => f.email)],
    )
    expect(stored[0]!.n).toBe(LIMIT)
    // The limit is per address: another visitor is not affected, on either server.
    for (const server of [a, b]) {
      const other = fill('forms.mediaKit', 'other')
      const answer = await submit(server.base, other, `203.0.113.${server === a ? 78 : 79}`)
      expect(answer.ok, answer.body).toBe(true)
      accepted.push(other)
    }
  })

  it('deliver every queued mail exactly once, with both senders running', async () => {
    const received = () => smtp!.received
    const complete = (fills: Fill[]) =>
      fills.every((f) => {
        const m = mailsAbout(received(), f.email, TEAM)
        return m.visitor >= 1 && m.team >= 1
      })
    /** Waits while mail keeps arriving; 20 s without any (the senders poll every 15 s) is a failure. */
    const delivered = async (fills: Fill[]) => {
      let last = -1
      let progress = Date.now()
      while (!complete(fills) && Date.now() - progress < 20_000) {
        if (received().length !== last) {
          last = received().length
          progress = Date.now()
        }
        await sleep(50)
      }
    }

    // Waves of two submissions at the same instant, one to each server: both senders wake
    // together and race for the same due mail, wave after wave. Then a burst of twenty.
    const waves = [...Array.from({ length: 12 }, () => 2), 20]
    let n = 0
    for (const size of waves) {
      const first = n
      n += size
      const fills = Array.from({ length: size }, (_, k) => {
        const i = first + k
        return fill(
          i % 2 ? 'forms.bookCall' : 'forms.mediaKit',
          `mail${i}`,
          (['en', 'es', 'pt'] as const)[i % 3],
        )
      })
      // Each visitor from an address of their own, alternately on each server.
      const answers = await Promise.all(
        fills.map((f, k) => submit(servers[k % 2]!.base, f, `198.18.0.${first + k + 1}`)),
      )
      expect(answers.filter((x) => !x.ok).map((x) => `${x.status} ${x.body.slice(0, 200)}`)).toEqual([])
      accepted.push(...fills)
      await delivered(fills)
    }
    await delivered(accepted)
    // Time for a second delivery to show up, were there one.
    await sleep(2000)
    const expected = accepted.length * 2

    for (const f of accepted)
      expect(mailsAbout(received(), f.email, TEAM), f.email).toEqual({ visitor: 1, team: 1 })
    expect(received().length).toBe(expected)

    // By Message-ID: each outbox row was sent once, and the mail that arrived is that one.
    const rows = await cluster!.query<{ id: number; status: string; message_id: string | null }>(
      'select id, status, message_id from mail_outbox order by id',
    )
    expect(rows.length).toBe(expected)
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([])
    const arrivedIds = received().map((r) => /^Message-ID:\s*(<[^>]+>)/im.exec(r.raw)?.[1])
    expect(new Set(arrivedIds).size).toBe(expected)
    expect(rows.map((r) => r.message_id).sort()).toEqual([...arrivedIds].sort())

    // Both senders took part, and no outbox row was sent by both.
    const sentBy = servers.map((s) => s.log.flatMap((line) => /mail: sent #(\d+)/.exec(line)?.[1] ?? []))
    for (const [i, ids] of sentBy.entries())
      expect(ids.length, `${servers[i]!.name} sent nothing`).toBeGreaterThan(0)
    const all = sentBy.flat()
    expect(new Set(all).size).toBe(all.length)
    expect(all.length).toBe(expected)
    console.log(
      `[scale-out] ${accepted.length} submissions, ${expected} mails: ` +
        servers.map((s, i) => `${s.name} sent ${sentBy[i]!.length}`).join(', '),
    )
    for (const s of servers) expect(s.alive()).toBe(true)
  })
})

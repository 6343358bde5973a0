// The outbox sender against a real SMTP server running in this process (smtp-server): both mails
// of a submission arrive in the right language; with SMTP down the submission is kept and its
// mails are delivered once SMTP is back; several senders on one database send each mail once.
import { createServer } from 'node:net'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Database, db } from '../../server/db/client'
import { formSubmissions, mailOutbox } from '../../server/db/schema'
import * as m from '../../core/paraglide/messages'
import { OutboxSender } from '../../server/mail/outbox'
import { type MailTransport, smtpTransport } from '../../server/mail/transport'
import { parseMail } from '../support/mime'
import { startSmtp } from '../support/smtp'
import { bookCall, cleanUp, client, mediaKit, mutate, revocation } from './forms-helpers'

// SMTP test servers use ports 3450-3499; each vitest worker takes its own four.
const basePort = 3450 + ((Number(process.env.VITEST_POOL_ID ?? 1) * 4) % 48)

/** Proves nothing listens on the port (so the "SMTP down" case is really down). */
async function assertClosed(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

const closers: Array<() => Promise<void>> = []
const transports: MailTransport[] = []
afterEach(async () => {
  // Senders first: a pooled SMTP connection left open holds the test server's close for 30 s.
  for (const transport of transports.splice(0)) transport.close()
  while (closers.length) await closers.pop()!()
})

let database: Database
beforeAll(async () => {
  database = await db()
})
afterAll(cleanUp)

function sender(
  transport: MailTransport,
  options: Partial<ConstructorParameters<typeof OutboxSender>[0]> = {},
) {
  const lines: string[] = []
  transports.push(transport)
  const created = new OutboxSender({
    db: database,
    transport,
    from: 'Nestwell <hello@nestwell.app>',
    log: (line) => lines.push(line),
    ...options,
  })
  return { sender: created, lines }
}

type UpdateStatement = ReturnType<ReturnType<Database['update']>['set']>

/** The database with every `update(table).set(values)` handed to `set`, to make some writes fail. */
function interceptUpdates(
  set: (values: { status?: string }, statement: UpdateStatement) => unknown,
): Database {
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property !== 'update') return Reflect.get(target, property, receiver)
      return (table: typeof mailOutbox) => {
        const builder = target.update(table)
        return { set: (values: { status?: string }) => set(values, builder.set(values as never)) }
      }
    },
  }) as Database
}

/** A transport that keeps what it is given. */
function memoryTransport() {
  const sent: Array<{ to: string; replyTo?: string | null }> = []
  const transport: MailTransport = {
    description: 'memory',
    async send(mail) {
      sent.push(mail)
      return { messageId: `<${mail.id}@mail.test>` }
    },
    close: () => {},
  }
  return { sent, transport }
}

async function mailsOf(email: string) {
  const submissions = await database
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(eq(formSubmissions.email, email))
  return database
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.submissionId,
        submissions.map((s) => s.id),
      ),
    )
}

describe('delivery over SMTP', () => {
  it('a real SMTP server receives both mails of each form, the visitor’s in their language', async () => {
    const smtp = await startSmtp(basePort)
    closers.push(smtp.close)
    const book = bookCall({ locale: 'es' })
    const kit = mediaKit({ locale: 'pt' })
    const revoke = revocation({ locale: 'en' })
    const inputs = [
      ['forms.bookCall', book],
      ['forms.mediaKit', kit],
      ['forms.dataRevocation', revoke],
    ] as const
    for (const [path, input] of inputs) expect((await mutate(path, input, client())).status).toBe(200)

    const { sender: s } = sender(smtpTransport(`smtp://127.0.0.1:${basePort}`))
    await s.drain()

    const one = (address: string) => {
      const mails = smtp.for(address)
      expect(mails, address).toHaveLength(1)
      return parseMail(mails[0]!.raw)
    }
    const bookVisitor = one(book.email)
    expect(bookVisitor.subject).toBe(m.mail_book_call_subject({}, { locale: 'es' }))
    expect(bookVisitor.headers.get('content-language')).toBe('es-ES')
    expect(bookVisitor.headers.get('reply-to')).toBe('partners@nestwell.app')
    expect(bookVisitor.headers.get('from')).toBe('Nestwell <hello@nestwell.app>')
    expect(bookVisitor.html).toContain('<html lang="es-ES"')
    expect(bookVisitor.html).toContain(m.forms_book_call_success_title({}, { locale: 'es' }))
    expect(bookVisitor.text).toContain(m.mail_book_call_intro({}, { locale: 'es' }))
    expect(bookVisitor.text).not.toContain(book.preferredTime)

    const kitVisitor = one(kit.email)
    expect(kitVisitor.subject).toBe('O media kit da Nestwell')
    expect(kitVisitor.headers.get('content-language')).toBe('pt-PT')
    expect(kitVisitor.text).toContain(m.mail_media_kit_heading({}, { locale: 'pt' }))

    const revokeVisitor = one(revoke.email)
    expect(revokeVisitor.subject).toBe(m.mail_revocation_subject({}, { locale: 'en' }))
    expect(revokeVisitor.text).toMatch(/\/data-revocation\?token=[A-Za-z0-9_-]{43}/)

    // The team mails: in English, answering to the visitor.
    const team = smtp.received
      .filter((r) => r.to.includes('partners@nestwell.app'))
      .map((r) => parseMail(r.raw))
    const bookTeam = team.find((m) => m.headers.get('reply-to') === book.email)!
    expect(bookTeam.subject).toBe(`Call request: ${book.fullName} (${book.companyName})`)
    expect(bookTeam.headers.get('content-language')).toBe('en-US')
    expect(bookTeam.text).toContain(book.preferredTime)
    const kitTeam = team.find((m) => m.headers.get('reply-to') === kit.email)!
    expect(kitTeam.subject).toContain('Media kit sent')
    const privacy = smtp.received
      .filter((r) => r.to.includes('privacy@nestwell.app'))
      .map((r) => parseMail(r.raw))
    expect(privacy.some((m) => m.headers.get('reply-to') === revoke.email)).toBe(true)

    for (const [, input] of inputs) {
      for (const row of await mailsOf(input.email)) {
        expect(row.status).toBe('sent')
        expect(row.sentAt).toBeInstanceOf(Date)
        expect(row.attempts).toBe(1)
        expect(row.messageId).toMatch(/@/)
      }
    }
  })

  // Issue 14: the visitor's address is unverified, so a stranger could be the one filling it in.
  it('a lure typed in the form reaches the team on one line, and the address typed not at all', async () => {
    const smtp = await startSmtp(basePort + 2)
    closers.push(smtp.close)
    const lure = 'Reset your password at https://evil.example\r\nBcc: boss@evil.example'
    const book = bookCall({
      locale: 'pt',
      fullName: `Ana\u202Egpj.exe\u200B\uFEFF ${lure}`,
      companyName: 'evil.example\u2066\u2069',
      preferredTime: `${lure}\nwww.evil.example`,
    })
    expect((await mutate('forms.bookCall', book, client())).status).toBe(200)
    const { sender: s } = sender(smtpTransport(`smtp://127.0.0.1:${basePort + 2}`))
    await s.drain()

    const [visitorRaw] = smtp.for(book.email)
    expect(smtp.for(book.email)).toHaveLength(1)
    const visitor = parseMail(visitorRaw!.raw)
    expect(visitor.subject).toBe(m.mail_book_call_subject({}, { locale: 'pt' }))
    for (const part of [visitor.text, visitor.html]) expect(part).not.toMatch(/evil|password|Ana/i)

    const teamRaw = smtp.received.find((r) => parseMail(r.raw).headers.get('reply-to') === book.email)!
    // Nobody else got it: the typed "Bcc:" stayed text.
    expect(teamRaw.to).toEqual(['partners@nestwell.app'])
    expect(smtp.received.some((r) => r.to.some((to) => to.includes('evil')))).toBe(false)
    const team = parseMail(teamRaw.raw)
    expect(team.headers.has('bcc')).toBe(false)
    expect(team.subject).toBe(
      'Call request: Anagpj.exe Reset your password at https://evil.example Bcc: boss@evil.example (evil.example)',
    )
    const text = team.text.replace(/\r\n/g, '\n')
    expect(text.split('\n').some((line) => line.startsWith('Bcc:'))).toBe(false)
    expect(text).toContain(
      'Preferred time: Reset your password at https://evil.example\n  Bcc: boss@evil.example\n  www.evil.example',
    )
  })

  it('with SMTP down the submission is kept, and its mails go out once SMTP is back', async () => {
    const port = basePort + 1
    await assertClosed(port)
    const input = revocation({ locale: 'pt' })
    expect((await mutate('forms.dataRevocation', input, client())).status).toBe(200)
    const { sender: s, lines } = sender(smtpTransport(`smtp://127.0.0.1:${port}`), {
      retryBaseMs: 400,
      retryMaxMs: 2000,
    })

    const first = await s.drain()
    expect(first.failed).toBeGreaterThanOrEqual(2)
    let rows = await mailsOf(input.email)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.status).toBe('pending')
      expect(row.attempts).toBe(1)
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i)
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    }
    expect(lines.some((line) => /not sent \(attempt 1\), retry in/.test(line))).toBe(true)
    // The submission itself is stored whatever happens to its mail.
    const [submission] = await database
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, input.email))
    expect(submission).toBeDefined()

    // Backing off: an immediate second run does not hammer the server.
    await s.drain()
    rows = await mailsOf(input.email)
    expect(rows.every((r) => r.attempts === 1)).toBe(true)

    const smtp = await startSmtp(port)
    closers.push(smtp.close)
    // The retry falls due now, instead of the test waiting out the backoff on the clock (a
    // loaded machine made that wait a race); the backoff itself is checked above.
    await database
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      )
    await s.drain()
    rows = await mailsOf(input.email)
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent'])
    expect(rows.every((r) => r.attempts === 2 && r.lastError === null)).toBe(true)
    await s.drain()
    const mine = smtp.for(input.email)
    expect(mine).toHaveLength(1)
    expect(parseMail(mine[0]!.raw).subject).toBe(m.mail_revocation_subject({}, { locale: 'pt' }))
    expect(
      smtp.received.filter((r) => parseMail(r.raw).headers.get('reply-to') === input.email),
    ).toHaveLength(1)
  })
})

describe('several senders on one database', () => {
  it('claim each mail once', async () => {
    const emails: string[] = []
    for (let i = 0; i < 6; i++) {
      const input = mediaKit()
      emails.push(input.email)
      expect((await mutate('forms.mediaKit', input, client())).status).toBe(200)
    }
    const sent = new Map<number, number>()
    const counting: MailTransport = {
      description: 'counting',
      async send(mail) {
        sent.set(mail.id, (sent.get(mail.id) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, 15))
        return { messageId: `<${mail.id}@test>` }
      },
      close() {},
    }
    const senders = [1, 2, 3].map(() => sender(counting, { batchSize: 3 }))
    await Promise.all(senders.map((s) => s.sender.drain()))

    const mine = (await Promise.all(emails.map(mailsOf))).flat()
    expect(mine).toHaveLength(12)
    for (const row of mine) {
      expect(row.status).toBe('sent')
      expect(sent.get(row.id), `mail #${row.id}`).toBe(1)
    }
    expect([...sent.values()].every((count) => count === 1)).toBe(true)
  })

  it('take over a mail whose claim ran out, and leave a live claim alone', async () => {
    const stale = mediaKit()
    const live = mediaKit()
    for (const input of [stale, live])
      expect((await mutate('forms.mediaKit', input, client())).status).toBe(200)
    const staleIds = (await mailsOf(stale.email)).map((r) => r.id)
    const liveIds = (await mailsOf(live.email)).map((r) => r.id)
    // As if a sender died mid-send a while ago, and another is sending right now.
    await database
      .update(mailOutbox)
      .set({ status: 'sending', claimId: crypto.randomUUID(), lockedUntil: sql`now() - interval '1 minute'` })
      .where(inArray(mailOutbox.id, staleIds))
    await database
      .update(mailOutbox)
      .set({
        status: 'sending',
        claimId: crypto.randomUUID(),
        lockedUntil: sql`now() + interval '5 minutes'`,
      })
      .where(inArray(mailOutbox.id, liveIds))

    const delivered: number[] = []
    const { sender: s } = sender({
      description: 'recording',
      async send(mail) {
        delivered.push(mail.id)
        return { messageId: `<${mail.id}@test>` }
      },
      close() {},
    })
    await s.drain()
    expect(staleIds.every((id) => delivered.includes(id))).toBe(true)
    expect(liveIds.some((id) => delivered.includes(id))).toBe(false)
    const liveRows = await database
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.id, liveIds), eq(mailOutbox.status, 'sending')))
    expect(liveRows).toHaveLength(2)
  })
})

describe('the database away just after a mail went out', () => {
  it('records the mail as sent once the database answers, and does not send it again', async () => {
    const input = mediaKit()
    expect((await mutate('forms.mediaKit', input, client())).status).toBe(200)
    // Recording 'sent' fails three times, as while PostgreSQL restarts.
    let failures = 3
    const flaky = interceptUpdates((values, statement) => {
      if (values.status !== 'sent' || failures === 0) return statement
      failures--
      return {
        where: async () => {
          throw new Error('Connection terminated unexpectedly')
        },
      }
    })
    const { sent, transport } = memoryTransport()
    const { sender: s, lines } = sender(transport, { db: flaky })
    await s.drain()
    expect((await mailsOf(input.email)).map((r) => r.status)).toEqual(['sent', 'sent'])
    expect(lines.filter((line) => line.includes('cannot record the outcome yet'))).toHaveLength(3)
    await s.drain()
    expect(sent.filter((m) => m.to === input.email || m.replyTo === input.email)).toHaveLength(2)
  })
})

describe('the database away just as a claim committed', () => {
  it('hands the claimed mails back and sends them at the next run, not when the lease runs out', async () => {
    const input = mediaKit()
    expect((await mutate('forms.mediaKit', input, client())).status).toBe(200)
    // The claim commits, then the connection drops before its answer arrives (PostgreSQL
    // stopped at that moment): the sender never learns which mails it holds.
    let lostAnswers = 1
    const flaky = interceptUpdates((values, statement) => {
      if (values.status !== 'sending' || lostAnswers === 0) return statement
      lostAnswers--
      return {
        where: (condition: Parameters<typeof statement.where>[0]) => ({
          returning: async () => {
            await statement.where(condition).returning()
            throw new Error('Connection terminated unexpectedly')
          },
        }),
      }
    })
    const { sent, transport } = memoryTransport()
    const { sender: s, lines } = sender(transport, { db: flaky })
    await s.drain()
    expect(lines.some((line) => line.includes('outbox unavailable'))).toBe(true)
    const held = await mailsOf(input.email)
    expect(held.map((r) => r.status)).toEqual(['sending', 'sending'])

    await s.drain()
    const rows = await mailsOf(input.email)
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent'])
    // The lost claim was not an attempt.
    expect(rows.map((r) => r.attempts)).toEqual([1, 1])
    expect(sent.filter((m) => m.to === input.email || m.replyTo === input.email)).toHaveLength(2)
  })
})

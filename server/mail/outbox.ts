// The mail outbox: mails are queued in the database in the transaction that stores the
// submission, and a sender in each server process delivers them. Senders in several processes on
// one PostgreSQL claim each mail once (FOR UPDATE SKIP LOCKED); a claim is a lease, so a mail held
// by a process that died is taken over when the lease runs out, and a claim whose answer was lost
// (the database went away just as it committed) is handed back by its sender. A failed send is retried with
// exponential backoff, without limit: the mail and its submission are never dropped.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { type Locale, languageTags } from '../../core/i18n/locales.ts'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema.ts'
import type { RenderedMail } from './render.ts'
import type { MailTransport } from './transport.ts'

/** A database or a transaction: what queuing needs. */
type Executor = Pick<Database, 'insert'>

export interface QueuedMail {
  submissionId?: number | null
  template: string
  locale: Locale
  to: string
  replyTo?: string | null
  mail: RenderedMail
}

export async function enqueueMails(executor: Executor, mails: QueuedMail[]): Promise<number[]> {
  if (mails.length === 0) return []
  const rows = await executor
    .insert(mailOutbox)
    .values(
      mails.map((m) => ({
        submissionId: m.submissionId ?? null,
        template: m.template,
        locale: m.locale,
        toAddress: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.mail.subject,
        html: m.mail.html,
        text: m.mail.text,
      })),
    )
    .returning({ id: mailOutbox.id })
  return rows.map((r) => r.id)
}

export interface SenderOptions {
  db: Database
  transport: MailTransport
  from: string
  /** How often to look for due mail when nobody wakes the sender. */
  pollMs?: number
  batchSize?: number
  /** How long a claim holds before another sender may take the mail over. */
  leaseMs?: number
  /** First retry delay; doubled per attempt up to retryMaxMs. */
  retryBaseMs?: number
  retryMaxMs?: number
  log?: (line: string) => void
}

export interface RunResult {
  sent: number
  failed: number
}

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs)
  // ±20 % jitter, so that mails failing together do not retry together.
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

export class OutboxSender {
  private readonly options: Required<Omit<SenderOptions, 'log'>> & { log: (line: string) => void }
  private timer: ReturnType<typeof setTimeout> | undefined
  private running: Promise<RunResult> | undefined
  private again = false
  private started = false
  private stopped = false
  /**
   * Claims whose answer never came back (the database went away mid-query). The claim may have
   * committed all the same, leaving its mails 'sending' under an id nobody holds until the lease
   * runs out; they are handed back before the next claim.
   */
  private readonly unansweredClaims = new Set<string>()

  constructor(options: SenderOptions) {
    this.options = {
      pollMs: 15_000,
      batchSize: 10,
      leaseMs: 120_000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      log: () => {},
      ...options,
    }
  }

  get transport(): MailTransport {
    return this.options.transport
  }

  start(): void {
    if (this.started) return
    this.started = true
    this.options.log(`[mail] sender started: ${this.options.transport.description}`)
    this.wake()
  }

  /** Look for due mail now (called after a submission is stored). */
  wake(): void {
    if (!this.started || this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.running = this.drain().finally(() => {
      this.running = undefined
      if (this.stopped) return
      if (this.again) {
        this.again = false
        this.wake()
      } else {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs)
        this.timer.unref?.()
      }
    })
  }

  /** Stops polling and waits for the mail being sent, if any. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    await this.running?.catch(() => undefined)
    this.options.transport.close()
  }

  /** Sends every due mail, batch after batch. Never throws. */
  async drain(): Promise<RunResult> {
    const total: RunResult = { sent: 0, failed: 0 }
    try {
      for (;;) {
        const result = await this.runOnce()
        total.sent += result.sent
        total.failed += result.failed
        if (result.sent + result.failed < this.options.batchSize || this.stopped) break
      }
    } catch (error) {
      this.options.log(`[mail] outbox unavailable, will retry: ${shortError(error)}`)
    }
    return total
  }

  /** Claims one batch of due mail and sends it. */
  async runOnce(): Promise<RunResult> {
    const { db, batchSize, leaseMs } = this.options
    await this.releaseUnansweredClaims()
    const claimId = randomUUID()
    // Until when this claim is surely ours (the database's clock starts the lease a little later).
    const leaseEnds = Date.now() + leaseMs - Math.min(10_000, leaseMs / 4)
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    this.unansweredClaims.add(claimId)
    const claimed = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        claimId,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
    this.unansweredClaims.delete(claimId)

    const result: RunResult = { sent: 0, failed: 0 }
    for (const mail of claimed.sort((a, b) => a.id - b.id)) {
      if (await this.sendOne(mail, claimId, leaseEnds)) result.sent++
      else result.failed++
    }
    return result
  }

  private async releaseUnansweredClaims(): Promise<void> {
    if (this.unansweredClaims.size === 0) return
    const ids = [...this.unansweredClaims]
    const released = await this.options.db
      .update(mailOutbox)
      .set({
        status: 'pending',
        claimId: null,
        lockedUntil: null,
        // The claim sent nothing: it was not an attempt.
        attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
      })
      .where(and(inArray(mailOutbox.claimId, ids), eq(mailOutbox.status, 'sending')))
      .returning({ id: mailOutbox.id })
    for (const id of ids) this.unansweredClaims.delete(id)
    if (released.length > 0)
      this.options.log(`[mail] took back ${released.length} mail(s) of a claim whose answer was lost`)
  }

  private async sendOne(
    mail: typeof mailOutbox.$inferSelect,
    claimId: string,
    leaseEnds: number,
  ): Promise<boolean> {
    const { db, transport, from, log, retryBaseMs, retryMaxMs } = this.options
    const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimId, claimId))
    let messageId: string
    try {
      ;({ messageId } = await transport.send({
        id: mail.id,
        template: mail.template,
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        languageTag: languageTags[mail.locale],
      }))
    } catch (error) {
      const delay = retryDelayMs(mail.attempts, retryBaseMs, retryMaxMs)
      const reason = ((error as Error).message ?? String(error)).slice(0, 500)
      await this.record(mail.id, leaseEnds, () =>
        db
          .update(mailOutbox)
          .set({
            status: 'pending',
            nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
            claimId: null,
            lockedUntil: null,
            lastError: reason,
          })
          .where(mine),
      )
      log(
        `[mail] #${mail.id} ${mail.template} not sent (attempt ${mail.attempts}), retry in ${Math.round(delay / 1000)} s: ${reason}`,
      )
      return false
    }
    // The mail is out: from here on a failure is the database's, and must not send it again.
    await this.record(mail.id, leaseEnds, () =>
      db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          messageId,
          claimId: null,
          lockedUntil: null,
          lastError: null,
        })
        .where(mine),
    )
    // By id and template only: not even a masked address (its domain can name a person).
    log(`[mail] sent #${mail.id} ${mail.template}`)
    return true
  }

  /**
   * Writes what became of a claimed mail. While the database is away (a restart) the write is
   * retried for as long as the claim holds: a sent mail left unrecorded would be sent again once
   * its lease ran out. Throws when the lease is nearly over or the sender stops.
   */
  private async record(id: number, leaseEnds: number, write: () => Promise<unknown>): Promise<void> {
    for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await write()
        return
      } catch (error) {
        if (this.stopped || Date.now() + wait > leaseEnds) throw error
        this.options.log(
          `[mail] #${id}: cannot record the outcome yet, retry in ${wait} ms: ${shortError(error)}`,
        )
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  }
}

/** The driver's message rather than drizzle's "Failed query: <the whole statement>". */
function shortError(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause
  return ((cause instanceof Error ? cause : (error as Error)).message ?? String(error)).slice(0, 200)
}

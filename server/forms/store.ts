// Storing a form submission: the row first, then its mails queued in the outbox, in one
// transaction (decision 009). A second submit with the same idempotency key stores nothing.
import { eq } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales.ts'
import type { FormKind } from '../../core/schemas/forms.ts'
import type { Database } from '../db/client.ts'
import { formSubmissions } from '../db/schema.ts'
import { env } from '../env.ts'
import { type QueuedMail, enqueueMails } from '../mail/outbox.ts'
import type { RenderedMail } from '../mail/render.ts'
import type { MailSite } from '../mail/templates.ts'

export function mailSite(): MailSite {
  const e = env()
  return { siteName: e.SITE_NAME, siteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, '') }
}

/** A database or a transaction: what writing the rows and mails of a submission needs. */
export type Writer = Pick<Database, 'insert'>

export interface StoredRow {
  id: number
  createdAt: Date
}

export interface SubmissionRecord {
  kind: FormKind
  idempotencyKey: string
  locale: Locale
  email: string
  fullName?: string
  companyName?: string
  preferredTime?: string
  reason?: string
  /** The mails queued with the row, written in its transaction (a revocation adds its request). */
  mails(tx: Writer, row: StoredRow): Promise<QueuedMail[]>
}

/**
 * A form's two mails, `{kind}.team` and `{kind}.visitor`: the team's in English with Reply-To
 * the visitor (decision 025), the visitor's in their language with Reply-To the team.
 */
export function teamAndVisitorMails(
  kind: FormKind,
  row: StoredRow,
  team: { to: string; mail: RenderedMail },
  visitor: { to: string; locale: Locale; mail: RenderedMail },
): QueuedMail[] {
  const submissionId = row.id
  return [
    {
      submissionId,
      template: `${kind}.team`,
      locale: 'en',
      to: team.to,
      replyTo: visitor.to,
      mail: team.mail,
    },
    {
      submissionId,
      template: `${kind}.visitor`,
      locale: visitor.locale,
      to: visitor.to,
      replyTo: team.to,
      mail: visitor.mail,
    },
  ]
}

export async function findSubmission(db: Database, idempotencyKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(eq(formSubmissions.idempotencyKey, idempotencyKey))
  return row?.id
}

export async function recordSubmission(
  db: Database,
  record: SubmissionRecord,
): Promise<{ id: number; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        kind: record.kind,
        idempotencyKey: record.idempotencyKey,
        locale: record.locale,
        email: record.email,
        fullName: record.fullName ?? null,
        companyName: record.companyName ?? null,
        preferredTime: record.preferredTime ?? null,
        reason: record.reason ?? null,
      })
      .onConflictDoNothing({ target: formSubmissions.idempotencyKey })
      .returning()
    if (!row) {
      // The same fill again (double click, retry after a lost answer): the first one stands.
      const id = await findSubmission(tx as unknown as Database, record.idempotencyKey)
      return { id: id ?? 0, duplicate: true }
    }
    await enqueueMails(tx, await record.mails(tx, row))
    return { id: row.id, duplicate: false }
  })
}

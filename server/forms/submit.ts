// Storing a form submission: the row first, then its mails queued in the outbox, in one
// transaction. A second submit with the same idempotency key stores nothing and reports the first.
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Locale } from '../../core/i18n/locales'
import type { FormKind, bookCallSchema, dataRevocationSchema, mediaKitSchema } from '../../core/schemas/forms'
import type { Database } from '../db/client'
import { dataRevocations, formSubmissions } from '../db/schema'
import { env } from '../env'
import { type QueuedMail, enqueueMails } from '../mail/outbox'
import {
  type MailSite,
  bookCallTeamMail,
  bookCallVisitorMail,
  mediaKitTeamMail,
  mediaKitVisitorMail,
  revocationTeamMail,
  revocationVisitorMail,
} from '../mail/templates'
import { confirmationUrl, newConfirmationToken } from './revocations'

export function mailSite(): MailSite {
  const e = env()
  return { siteName: e.SITE_NAME, siteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, '') }
}

interface Meta {
  idempotencyKey: string
  locale: Locale
}

export type Submission =
  | ({ kind: 'book_a_call' } & z.output<typeof bookCallSchema> & Meta)
  | ({ kind: 'get_media_kit' } & z.output<typeof mediaKitSchema> & Meta)
  | ({ kind: 'data_revocation' } & z.output<typeof dataRevocationSchema> & Meta)

export interface StoreResult {
  id: number
  duplicate: boolean
}

export async function findSubmission(db: Database, idempotencyKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(eq(formSubmissions.idempotencyKey, idempotencyKey))
  return row?.id
}

export async function storeSubmission(db: Database, submission: Submission): Promise<StoreResult> {
  const site = mailSite()
  const e = env()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        kind: submission.kind,
        idempotencyKey: submission.idempotencyKey,
        locale: submission.locale,
        email: submission.email,
        fullName: 'fullName' in submission ? submission.fullName : null,
        companyName: 'companyName' in submission ? submission.companyName : null,
        preferredTime: submission.kind === 'book_a_call' ? submission.preferredTime : null,
        reason: submission.kind === 'data_revocation' ? submission.reason : null,
      })
      .onConflictDoNothing({ target: formSubmissions.idempotencyKey })
      .returning()
    if (!row) {
      // The same fill again (double click, retry after a lost answer): the first one stands.
      const id = await findSubmission(tx as unknown as Database, submission.idempotencyKey)
      return { id: id ?? 0, duplicate: true }
    }

    const mails: QueuedMail[] = []
    const base = { submissionId: row.id }
    switch (submission.kind) {
      case 'book_a_call': {
        const data = { ...submission, id: row.id, createdAt: row.createdAt }
        mails.push(
          {
            ...base,
            template: 'book_a_call.team',
            locale: 'en',
            to: e.TEAM_EMAIL_PARTNERS,
            replyTo: submission.email,
            mail: bookCallTeamMail(site, data),
          },
          {
            ...base,
            template: 'book_a_call.visitor',
            locale: submission.locale,
            to: submission.email,
            replyTo: e.TEAM_EMAIL_PARTNERS,
            mail: bookCallVisitorMail(site, data),
          },
        )
        break
      }
      case 'get_media_kit': {
        const data = { ...submission, id: row.id, createdAt: row.createdAt }
        mails.push(
          {
            ...base,
            template: 'get_media_kit.team',
            locale: 'en',
            to: e.TEAM_EMAIL_PARTNERS,
            replyTo: submission.email,
            mail: mediaKitTeamMail(site, data),
          },
          {
            ...base,
            template: 'get_media_kit.visitor',
            locale: submission.locale,
            to: submission.email,
            replyTo: e.TEAM_EMAIL_PARTNERS,
            mail: mediaKitVisitorMail(site, data),
          },
        )
        break
      }
      case 'data_revocation': {
        const { token, hash, expiresAt } = newConfirmationToken()
        const [request] = await tx
          .insert(dataRevocations)
          .values({
            submissionId: row.id,
            email: submission.email,
            locale: submission.locale,
            reason: submission.reason,
            tokenHash: hash,
            tokenExpiresAt: expiresAt,
          })
          .returning()
        const data = {
          id: request!.id,
          locale: submission.locale,
          email: submission.email,
          reason: submission.reason,
          createdAt: row.createdAt,
        }
        mails.push(
          {
            ...base,
            template: 'data_revocation.team',
            locale: 'en',
            to: e.TEAM_EMAIL_PRIVACY,
            replyTo: submission.email,
            mail: revocationTeamMail(site, data),
          },
          {
            ...base,
            template: 'data_revocation.visitor',
            locale: submission.locale,
            to: submission.email,
            replyTo: e.TEAM_EMAIL_PRIVACY,
            mail: revocationVisitorMail(site, data, confirmationUrl(site, submission.locale, token)),
          },
        )
        break
      }
    }
    await enqueueMails(tx, mails)
    return { id: row.id, duplicate: false }
  })
}

export type { FormKind }

// Data deletion requests: the single-use confirmation link, the due date, and what the operator
// command (scripts/revocations.ts) does with them.
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales.ts'
import { localizedPattern } from '../../core/i18n/paths.ts'
import type { RevocationStatus } from '../../core/schemas/forms.ts'
import type { Database } from '../db/client.ts'
import { dataRevocations } from '../db/schema.ts'
import { enqueueMails } from '../mail/outbox.ts'
import {
  type MailSite,
  REVOCATION_LINK_DAYS,
  revocationConfirmedTeamMail,
  revocationDoneVisitorMail,
} from '../mail/templates.ts'

/** A fresh confirmation token (for the e-mail) and its hash (for the database). */
export function newConfirmationToken(): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    hash: hashToken(token),
    expiresAt: new Date(Date.now() + REVOCATION_LINK_DAYS * 86_400_000),
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/**
 * The e-mailed link: the deletion page in the request's language, which shows a button. Opening
 * it changes nothing (mail scanners open links before people do); the button's POST confirms.
 */
export function confirmationUrl(site: MailSite, locale: Locale, token: string): string {
  return `${site.siteUrl}${localizedPattern('/data-revocation', locale)}?token=${encodeURIComponent(token)}`
}

/** What the e-mailed link's page shows: a button, "already confirmed", or why the link is dead. */
export type TokenState = 'pending' | 'used' | 'expired' | 'unknown'

export interface TokenLookup {
  state: TokenState
  /** The request's language, when the token named one. */
  locale?: Locale
}

/** Looks a token up without changing anything: opening the e-mailed link must not confirm. */
export async function revocationTokenState(db: Database, token: string): Promise<TokenLookup> {
  if (!TOKEN_SHAPE.test(token)) return { state: 'unknown' }
  const [row] = await db
    .select({
      locale: dataRevocations.locale,
      confirmedAt: dataRevocations.confirmedAt,
      tokenExpiresAt: dataRevocations.tokenExpiresAt,
    })
    .from(dataRevocations)
    .where(eq(dataRevocations.tokenHash, hashToken(token)))
  if (!row) return { state: 'unknown' }
  if (row.confirmedAt) return { state: 'used', locale: row.locale }
  if (row.tokenExpiresAt.getTime() < Date.now()) return { state: 'expired', locale: row.locale }
  return { state: 'pending', locale: row.locale }
}

export interface ConfirmResult {
  status: RevocationStatus
  /** The request's language, when the token named one. */
  locale?: Locale
}

/**
 * Confirms the request behind a token, once: the request counts from now and is due one month
 * later, and the privacy team is told. A used, expired or unknown token confirms nothing.
 */
export async function confirmRevocation(
  db: Database,
  token: string,
  site: MailSite,
  teamAddress: string,
): Promise<ConfirmResult> {
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid' }
  const hash = hashToken(token)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dataRevocations)
      .where(eq(dataRevocations.tokenHash, hash))
      .for('update')
    if (!row) return { status: 'invalid' }
    if (row.confirmedAt) return { status: 'used', locale: row.locale }
    if (row.tokenExpiresAt.getTime() < Date.now()) return { status: 'invalid', locale: row.locale }
    const [confirmed] = await tx
      .update(dataRevocations)
      .set({ confirmedAt: sql`now()`, dueAt: sql`now() + interval '1 month'` })
      .where(and(eq(dataRevocations.id, row.id), isNull(dataRevocations.confirmedAt)))
      .returning()
    if (!confirmed?.confirmedAt || !confirmed.dueAt) return { status: 'used', locale: row.locale }
    await enqueueMails(tx, [
      {
        submissionId: row.submissionId,
        template: 'data_revocation.confirmed.team',
        locale: 'en',
        to: teamAddress,
        replyTo: row.email,
        mail: revocationConfirmedTeamMail(site, {
          id: row.id,
          locale: row.locale,
          email: row.email,
          reason: row.reason,
          createdAt: row.createdAt,
          confirmedAt: confirmed.confirmedAt,
          dueAt: confirmed.dueAt,
        }),
      },
    ])
    return { status: 'confirmed', locale: row.locale }
  })
}

export type RevocationState = 'unconfirmed' | 'expired' | 'open' | 'overdue' | 'done'

export interface RevocationRow {
  id: number
  email: string
  locale: Locale
  reason: string
  state: RevocationState
  createdAt: string
  confirmedAt: string | null
  dueAt: string | null
  completedAt: string | null
}

function stateOf(row: typeof dataRevocations.$inferSelect, now: number): RevocationState {
  if (row.completedAt) return 'done'
  if (!row.confirmedAt) return row.tokenExpiresAt.getTime() < now ? 'expired' : 'unconfirmed'
  return row.dueAt && row.dueAt.getTime() < now ? 'overdue' : 'open'
}

/** Confirmed requests not yet done, soonest due first; `all` adds unconfirmed and done ones. */
export async function listRevocations(
  db: Database,
  options: { all?: boolean } = {},
): Promise<RevocationRow[]> {
  const rows = await db
    .select()
    .from(dataRevocations)
    .where(
      options.all
        ? undefined
        : and(isNotNull(dataRevocations.confirmedAt), isNull(dataRevocations.completedAt)),
    )
    .orderBy(asc(dataRevocations.dueAt), asc(dataRevocations.id))
  const now = Date.now()
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    locale: row.locale,
    reason: row.reason,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    dueAt: row.dueAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  }))
}

export type CompleteResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'not_found' | 'not_confirmed' | 'already_done' }

/** Closes a confirmed request and queues the "your data has been deleted" e-mail. */
export async function completeRevocation(db: Database, id: number, site: MailSite): Promise<CompleteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataRevocations).where(eq(dataRevocations.id, id)).for('update')
    if (!row) return { ok: false, reason: 'not_found' }
    if (!row.confirmedAt) return { ok: false, reason: 'not_confirmed' }
    if (row.completedAt) return { ok: false, reason: 'already_done' }
    await tx.update(dataRevocations).set({ completedAt: sql`now()` }).where(eq(dataRevocations.id, id))
    await enqueueMails(tx, [
      {
        submissionId: row.submissionId,
        template: 'data_revocation.done.visitor',
        locale: row.locale,
        to: row.email,
        mail: revocationDoneVisitorMail(site, { locale: row.locale, confirmedAt: row.confirmedAt }),
      },
    ])
    return { ok: true, email: row.email }
  })
}

/** CSV with every field quoted, safe to open in a spreadsheet (no formula injection). */
export function toCsv(rows: RevocationRow[]): string {
  const header = [
    'id',
    'email',
    'locale',
    'state',
    'created_at',
    'confirmed_at',
    'due_at',
    'completed_at',
    'reason',
  ]
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return `"${text.replace(/"/g, '""')}"`
  }
  const lines = rows.map((r) =>
    [r.id, r.email, r.locale, r.state, r.createdAt, r.confirmedAt, r.dueAt, r.completedAt, r.reason]
      .map(cell)
      .join(','),
  )
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`
}

// Test-only view of what the forms stored for one e-mail address (ENABLE_TEST_ROUTES).
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { dataRevocations, formSubmissions, mailOutbox } from '../db/schema'

export async function formsSnapshot(db: Database, email: string) {
  const submissions = await db
    .select({ id: formSubmissions.id, kind: formSubmissions.kind, locale: formSubmissions.locale })
    .from(formSubmissions)
    .where(eq(formSubmissions.email, email))
    .orderBy(asc(formSubmissions.id))
  const ids = submissions.map((s) => s.id)
  const mails = ids.length
    ? await db
        .select({
          id: mailOutbox.id,
          template: mailOutbox.template,
          locale: mailOutbox.locale,
          to: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
        })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.submissionId, ids)))
        .orderBy(asc(mailOutbox.id))
    : []
  const revocations = await db
    .select({
      id: dataRevocations.id,
      confirmedAt: dataRevocations.confirmedAt,
      dueAt: dataRevocations.dueAt,
      completedAt: dataRevocations.completedAt,
    })
    .from(dataRevocations)
    .where(eq(dataRevocations.email, email))
    .orderBy(asc(dataRevocations.id))
  return { submissions, mails, revocations }
}

/** Test-only: as if the confirmation links of an address's requests had run out. */
export async function expireRevocationLinks(db: Database, email: string): Promise<number> {
  const rows = await db
    .update(dataRevocations)
    .set({ tokenExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(dataRevocations.email, email))
    .returning({ id: dataRevocations.id })
  return rows.length
}

// Helpers of the forms procedure tests: valid inputs, unique addresses and the clean-up of what they stored.
import { randomUUID } from 'node:crypto'
import { inArray, like } from 'drizzle-orm'
import { db } from '../../server/db/client'
import { formSubmissions, mailOutbox, rateLimits } from '../../server/db/schema'
import { installFormsTestSwitches } from './forms-switches'
import { uniqueEmail as newEmail } from '../support/emails'

export { mutate } from '../support/trpc'

// The forms' test switches (x-test-client buckets, @fail.test addresses), as the browser suite's
// server installs them at start-up.
installFormsTestSwitches()

const created: string[] = []
/** A unique address for one test run (what was stored for it is removed by cleanUp). */
export function uniqueEmail(label?: string, domain?: string): string {
  const email = newEmail(label, domain)
  created.push(email)
  return email
}

/** Removes what this test file stored: on PostgreSQL the database outlives the run. */
export async function cleanUp() {
  const database = await db()
  const emails = created.splice(0)
  if (emails.length === 0) return
  const ids = (
    await database
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(inArray(formSubmissions.email, emails))
  ).map((r) => r.id)
  if (ids.length) {
    await database.delete(mailOutbox).where(inArray(mailOutbox.submissionId, ids))
    await database.delete(formSubmissions).where(inArray(formSubmissions.id, ids))
  }
  await database.delete(rateLimits).where(like(rateLimits.key, 'forms:test:%'))
}

/** A fresh rate-limit bucket (honoured by the test switches). */
export const client = () => ({ 'x-test-client': randomUUID() })

export function bookCall(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Ana Martínez',
    companyName: 'Cuna & Co.',
    email: uniqueEmail(),
    preferredTime: 'Tuesday 14 May, 15:00 UTC+2, about a summer campaign',
    privacyAccepted: true,
    idempotencyKey: randomUUID(),
    locale: 'en',
    ...overrides,
  }
}

export function mediaKit(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'João Ferreira',
    companyName: 'Berço Lda.',
    email: uniqueEmail(),
    privacyAccepted: true,
    idempotencyKey: randomUUID(),
    locale: 'pt',
    ...overrides,
  }
}

export function revocation(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    reason: 'I no longer use the app.',
    confirmDeletion: true,
    idempotencyKey: randomUUID(),
    locale: 'es',
    ...overrides,
  }
}

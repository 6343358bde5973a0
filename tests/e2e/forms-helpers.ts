// Helpers of the forms browser tests: this feature's messages, unique addresses, what the server
// stored (the test server's route) and the mail it wrote to the outbox folder.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import formsEn from '../../messages/forms/en.json' with { type: 'json' }
import formsEs from '../../messages/forms/es.json' with { type: 'json' }
import formsPt from '../../messages/forms/pt.json' with { type: 'json' }
import partnerEn from '../../messages/partner/en.json' with { type: 'json' }
import partnerEs from '../../messages/partner/es.json' with { type: 'json' }
import partnerPt from '../../messages/partner/pt.json' with { type: 'json' }
import { OUTBOX_DIR } from '../support/constants'
import { messageReader } from '../support/messages'
import { type ParsedMail, parseMail } from '../support/mime'
export { uniqueEmail } from '../support/emails'
import type { Locale } from './fixtures'

/** A forms/partner message with its {placeholders} filled. */
export const t = messageReader<Locale>({
  en: { ...formsEn, ...partnerEn },
  es: { ...formsEs, ...partnerEs },
  pt: { ...formsPt, ...partnerPt },
})

export const partnerPath: Record<Locale, string> = {
  en: '/partner-with-us',
  es: '/es/asociate-con-nosotros',
  pt: '/pt/parceiro-conosco',
}
export const revocationPath = (locale: Locale) => `${locale === 'en' ? '' : `/${locale}`}/data-revocation`

/**
 * The client address a test's requests come from: the test server trusts X-Forwarded-For
 * (TRUST_PROXY, as behind the edge), so each test gets its own rate-limit bucket.
 */
export function clientAddress(id: string): { 'x-forwarded-for': string } {
  const hex = createHash('sha256').update(id).digest('hex')
  // The documentation prefix (RFC 3849): never a real visitor's.
  return { 'x-forwarded-for': `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}` }
}

/** Each test gets its own rate-limit bucket. */
export async function ownRateLimit(page: Page, id: string = randomUUID()) {
  await page.setExtraHTTPHeaders(clientAddress(id))
}

export interface Snapshot {
  submissions: Array<{ id: number; kind: string; locale: string }>
  mails: Array<{ template: string; locale: string; to: string; subject: string; status: string }>
  revocations: Array<{ id: number; confirmedAt: string | null; dueAt: string | null }>
}

export async function stored(request: APIRequestContext, email: string): Promise<Snapshot> {
  const response = await request.get(`/api/test/forms?email=${encodeURIComponent(email)}`)
  if (!response.ok()) throw new Error(`test route answered ${response.status()}`)
  return (await response.json()) as Snapshot
}

/**
 * The mails the server wrote to the outbox folder for an address, once there are `count` of
 * them. No deadline of its own (a loaded machine writes late): the test's time limit bounds it.
 */
export async function outboxMails(to: string, count = 1): Promise<ParsedMail[]> {
  for (;;) {
    const found = existsSync(OUTBOX_DIR)
      ? readdirSync(OUTBOX_DIR)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => readFileSync(join(OUTBOX_DIR, name), 'utf8'))
          .map(parseMail)
          .filter((mail) => mail.to.includes(to))
      : []
    if (found.length >= count) return found
    // The folder is looked at again, not a time waited for: there is no file event to wait on
    // that every platform delivers.
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

// The data-revocation form: the request is stored with the hash of a single-use token, and the
// token travels only in the visitor's mail as the confirmation link (decision 008). The privacy
// team is told at once ("awaiting confirmation").
import type { z } from 'zod'
import type { dataRevocationInput } from '../../core/schemas/forms.ts'
import { dataRevocations } from '../db/schema.ts'
import { env } from '../env.ts'
import { revocationTeamMail, revocationVisitorMail } from '../mail/templates.ts'
import { type Received, type Sender, takeIn } from './intake.ts'
import { confirmationUrl, newConfirmationToken } from './revocations.ts'
import { mailSite, teamAndVisitorMails } from './store.ts'

export function requestDataRevocation(
  input: z.output<typeof dataRevocationInput>,
  sender: Sender,
): Promise<Received> {
  const { email, locale, reason } = input
  return takeIn('data_revocation', input, sender, {
    reason,
    mails: async (tx, row) => {
      const { token, hash, expiresAt } = newConfirmationToken()
      const [request] = await tx
        .insert(dataRevocations)
        .values({ submissionId: row.id, email, locale, reason, tokenHash: hash, tokenExpiresAt: expiresAt })
        .returning()
      const site = mailSite()
      const data = { id: request!.id, locale, email, reason, createdAt: row.createdAt }
      return teamAndVisitorMails(
        'data_revocation',
        row,
        { to: env().TEAM_EMAIL_PRIVACY, mail: revocationTeamMail(site, data) },
        { to: email, locale, mail: revocationVisitorMail(site, data, confirmationUrl(site, locale, token)) },
      )
    },
  })
}

// The partner page's two forms: book a call and get the media kit. Each lead is stored with a
// mail to the partnerships team (English, Reply-To the visitor) and one to the visitor.
import type { z } from 'zod'
import type { bookCallInput, mediaKitInput } from '../../core/schemas/forms.ts'
import { env } from '../env.ts'
import {
  bookCallTeamMail,
  bookCallVisitorMail,
  mediaKitTeamMail,
  mediaKitVisitorMail,
} from '../mail/templates.ts'
import { type Received, type Sender, takeIn } from './intake.ts'
import { type StoredRow, mailSite, teamAndVisitorMails } from './store.ts'

export type PartnerLead =
  | ({ kind: 'book_a_call' } & z.output<typeof bookCallInput>)
  | ({ kind: 'get_media_kit' } & z.output<typeof mediaKitInput>)

function leadMails(lead: PartnerLead, row: StoredRow) {
  const site = mailSite()
  const stored = { id: row.id, createdAt: row.createdAt }
  if (lead.kind === 'book_a_call') {
    const data = { ...lead, ...stored }
    return { team: bookCallTeamMail(site, data), visitor: bookCallVisitorMail(site, data) }
  }
  const data = { ...lead, ...stored }
  return { team: mediaKitTeamMail(site, data), visitor: mediaKitVisitorMail(site, data) }
}

export function submitPartnerLead(lead: PartnerLead, sender: Sender): Promise<Received> {
  return takeIn(lead.kind, lead, sender, {
    fullName: lead.fullName,
    companyName: lead.companyName,
    preferredTime: lead.kind === 'book_a_call' ? lead.preferredTime : undefined,
    mails: async (_tx, row) => {
      const { team, visitor } = leadMails(lead, row)
      return teamAndVisitorMails(
        lead.kind,
        row,
        { to: env().TEAM_EMAIL_PARTNERS, mail: team },
        { to: lead.email, locale: lead.locale, mail: visitor },
      )
    },
  })
}

// The e-mails of the three forms. Visitor e-mails speak the visitor's language; team e-mails are
// in English and carry the visitor's address as Reply-To.
// A visitor e-mail goes to an address nobody has verified, so it carries only our own words and
// the reference number, never what was typed in the form (decision 024): otherwise anyone could
// make the site send a branded mail with their words and links to anyone. Team e-mails keep the
// details, with names on one line (render.ts cleans every value).
// Imports carry .ts extensions: scripts/revocations.ts loads this file with Node's type stripping.
import { audienceFigures } from '../../core/facts/audience.ts'
import { type Locale, languageTags } from '../../core/i18n/locales.ts'
import { localizedPattern } from '../../core/i18n/paths.ts'
import { company } from '../../core/facts/site.ts'
import { visitorCopy } from './copy.ts'
import { type Block, type RenderedMail, oneLine, renderMail } from './render.ts'

export interface MailSite {
  siteName: string
  /** Absolute, without a trailing slash. */
  siteUrl: string
}

export const REVOCATION_LINK_DAYS = 7

const localeNames: Record<Locale, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' }

/** A date and time in the visitor's language, in UTC (said so). */
export function formatDateTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(date)
    .concat(' UTC')
}

export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

function visitorFrame(site: MailSite, locale: Locale, subject: string, preheader: string) {
  const copy = visitorCopy[locale]
  return {
    languageTag: languageTags[locale],
    subject,
    preheader,
    siteName: site.siteName,
    siteUrl: site.siteUrl,
    footer: [copy.footerWhy(site.siteName), company.addressLines.join(' · ')],
  }
}

function teamFrame(site: MailSite, subject: string, preheader: string) {
  return {
    languageTag: 'en-US',
    subject,
    preheader,
    siteName: site.siteName,
    siteUrl: site.siteUrl,
    footer: [`Sent by the ${site.siteName} website. Reply to answer the visitor directly.`],
  }
}

const pageUrl = (site: MailSite, path: '/partner-with-us' | '/data-revocation', locale: Locale) =>
  `${site.siteUrl}${localizedPattern(path, locale)}`

/** The one thing of the request a visitor mail repeats: its number, which we made. */
function referenceBlocks(locale: Locale, id: number): Block[] {
  const copy = visitorCopy[locale]
  return [
    { type: 'note', text: copy.keepReference },
    { type: 'fields', rows: [[copy.labels.reference, `#${id}`]] },
  ]
}

// ---------------------------------------------------------------------------------------------
// Book a call

export interface BookCallMail {
  id: number
  locale: Locale
  fullName: string
  companyName: string
  email: string
  preferredTime: string
  createdAt: Date
}

export function bookCallVisitorMail(site: MailSite, s: BookCallMail): RenderedMail {
  const copy = visitorCopy[s.locale]
  const c = copy.bookCall
  return renderMail(visitorFrame(site, s.locale, c.subject, c.preheader), [
    { type: 'heading', text: c.heading },
    { type: 'paragraph', text: copy.greetingNoName },
    { type: 'paragraph', text: c.intro },
    ...referenceBlocks(s.locale, s.id),
    { type: 'paragraph', text: c.next },
    {
      type: 'link',
      label: c.meanwhile,
      href: pageUrl(site, '/partner-with-us', s.locale),
      anchor: c.partnerPage,
    },
    { type: 'note', text: copy.notYou },
    { type: 'paragraph', text: copy.partnersSignoff(site.siteName) },
  ])
}

export function bookCallTeamMail(site: MailSite, s: BookCallMail): RenderedMail {
  const subject = `Call request: ${oneLine(s.fullName, 80)} (${oneLine(s.companyName, 80)})`
  return renderMail(teamFrame(site, subject, `Preferred time: ${oneLine(s.preferredTime, 120)}`), [
    { type: 'heading', text: 'New call request' },
    {
      type: 'paragraph',
      text: `${oneLine(s.fullName)} from ${oneLine(s.companyName)} would like to talk about partnering with ${site.siteName}. The visitor has been told that we will e-mail them to arrange the call.`,
    },
    {
      type: 'fields',
      rows: [
        ['Full name', oneLine(s.fullName)],
        ['Company', oneLine(s.companyName)],
        ['E-mail', oneLine(s.email)],
        ['Preferred time', s.preferredTime],
        ['Language', `${localeNames[s.locale]} (${s.locale})`],
        ['Received', formatDateTime(s.createdAt, 'en')],
        ['Reference', `#${s.id}`],
      ],
    },
    { type: 'note', text: 'Reply to this e-mail to write to the visitor, in their language.' },
  ])
}

// ---------------------------------------------------------------------------------------------
// Media kit

export interface MediaKitMail {
  id: number
  locale: Locale
  fullName: string
  companyName: string
  email: string
  createdAt: Date
}

export function mediaKitVisitorMail(site: MailSite, s: MediaKitMail): RenderedMail {
  const copy = visitorCopy[s.locale]
  const c = copy.mediaKit
  const figures = audienceFigures(languageTags[s.locale])
  return renderMail(visitorFrame(site, s.locale, c.subject(site.siteName), c.preheader), [
    { type: 'heading', text: c.heading },
    { type: 'paragraph', text: copy.greetingNoName },
    { type: 'paragraph', text: c.intro(site.siteName) },
    { type: 'subheading', text: c.audience },
    {
      type: 'stats',
      items: [
        [figures.users, c.stats.users],
        [figures.monthlyActiveUsers, c.stats.mau],
        [figures.womenTrusted, c.stats.women],
        [figures.rating, c.stats.rating(figures.reviews)],
      ],
    },
    { type: 'subheading', text: c.formats },
    { type: 'list', items: c.formatItems },
    { type: 'paragraph', text: c.funding(figures.funding) },
    { type: 'paragraph', text: c.next },
    { type: 'button', label: c.bookCall, href: `${pageUrl(site, '/partner-with-us', s.locale)}#book-a-call` },
    ...referenceBlocks(s.locale, s.id),
    { type: 'note', text: copy.notYou },
    { type: 'paragraph', text: copy.partnersSignoff(site.siteName) },
  ])
}

export function mediaKitTeamMail(site: MailSite, s: MediaKitMail): RenderedMail {
  const subject = `Media kit sent: ${oneLine(s.fullName, 80)} (${oneLine(s.companyName, 80)})`
  return renderMail(teamFrame(site, subject, `${oneLine(s.companyName, 80)} asked for the media kit`), [
    { type: 'heading', text: 'Media kit requested' },
    {
      type: 'paragraph',
      text: `${oneLine(s.fullName)} from ${oneLine(s.companyName)} asked for the media kit. It has been e-mailed to them; a follow-up with rates for their market is up to you.`,
    },
    {
      type: 'fields',
      rows: [
        ['Full name', oneLine(s.fullName)],
        ['Company', oneLine(s.companyName)],
        ['E-mail', oneLine(s.email)],
        ['Language', `${localeNames[s.locale]} (${s.locale})`],
        ['Received', formatDateTime(s.createdAt, 'en')],
        ['Reference', `#${s.id}`],
      ],
    },
  ])
}

// ---------------------------------------------------------------------------------------------
// Data revocation

export interface RevocationMail {
  id: number
  locale: Locale
  email: string
  reason: string
  createdAt: Date
}

export function revocationVisitorMail(site: MailSite, r: RevocationMail, confirmUrl: string): RenderedMail {
  const copy = visitorCopy[r.locale]
  const c = copy.revocation
  return renderMail(visitorFrame(site, r.locale, c.subject, c.preheader), [
    { type: 'heading', text: c.heading },
    { type: 'paragraph', text: copy.greetingNoName },
    { type: 'paragraph', text: c.intro },
    { type: 'button', label: c.button, href: confirmUrl },
    { type: 'note', text: c.expires(REVOCATION_LINK_DAYS) },
    {
      type: 'fields',
      rows: [
        [copy.labels.reference, `#${r.id}`],
        [copy.labels.submittedAt, formatDateTime(r.createdAt, r.locale)],
      ],
    },
    { type: 'paragraph', text: c.period },
    { type: 'note', text: c.ignore },
    { type: 'link', label: c.linkFallback, href: confirmUrl },
    { type: 'paragraph', text: copy.privacySignoff(site.siteName) },
  ])
}

export function revocationTeamMail(site: MailSite, r: RevocationMail): RenderedMail {
  return renderMail(
    teamFrame(site, `Data deletion request #${r.id}: awaiting confirmation`, 'Not confirmed yet'),
    [
      { type: 'heading', text: 'Data deletion request received' },
      {
        type: 'paragraph',
        text: 'A visitor asked for the deletion of their data. A confirmation link has been e-mailed to the address; the request counts from its confirmation, and you will get another e-mail then. Nothing to do yet.',
      },
      {
        type: 'fields',
        rows: [
          ['E-mail', oneLine(r.email)],
          ['Reason', r.reason],
          ['Language', `${localeNames[r.locale]} (${r.locale})`],
          ['Received', formatDateTime(r.createdAt, 'en')],
          ['Request', `#${r.id}`],
        ],
      },
    ],
  )
}

export function revocationConfirmedTeamMail(
  site: MailSite,
  r: RevocationMail & { confirmedAt: Date; dueAt: Date },
): RenderedMail {
  return renderMail(
    teamFrame(
      site,
      `Data deletion request #${r.id} confirmed: due ${formatDate(r.dueAt, 'en')}`,
      `Complete by ${formatDate(r.dueAt, 'en')}`,
    ),
    [
      { type: 'heading', text: 'Data deletion request confirmed' },
      {
        type: 'paragraph',
        text: `The owner of ${oneLine(r.email)} confirmed the request. Delete every record linked to the address in the app and its systems by the due date, then close the request; closing it e-mails the visitor that it is complete.`,
      },
      {
        type: 'fields',
        rows: [
          ['E-mail', oneLine(r.email)],
          ['Reason', r.reason],
          ['Language', `${localeNames[r.locale]} (${r.locale})`],
          ['Confirmed', formatDateTime(r.confirmedAt, 'en')],
          ['Due', formatDateTime(r.dueAt, 'en')],
          ['Request', `#${r.id}`],
        ],
      },
      { type: 'note', text: `Close it with: npm run revocations -- done ${r.id}` },
    ],
  )
}

export function revocationDoneVisitorMail(
  site: MailSite,
  r: { locale: Locale; confirmedAt: Date },
): RenderedMail {
  const copy = visitorCopy[r.locale]
  const c = copy.revocationDone
  return renderMail(visitorFrame(site, r.locale, c.subject, c.preheader), [
    { type: 'heading', text: c.heading },
    { type: 'paragraph', text: copy.greetingNoName },
    { type: 'paragraph', text: c.body(formatDate(r.confirmedAt, r.locale)) },
    { type: 'paragraph', text: c.scope },
    { type: 'paragraph', text: copy.privacySignoff(site.siteName) },
  ])
}

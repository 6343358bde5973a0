// The e-mails of the three forms. Visitor e-mails speak the visitor's language; team e-mails are
// in English and carry the visitor's address as Reply-To.
// A visitor e-mail goes to an address nobody has verified, so it carries only our own words and
// the reference number, never what was typed in the form (decision 024): otherwise anyone could
// make the site send a branded mail with their words and links to anyone. Team e-mails keep the
// details, with names on one line (render.ts cleans every value).
// The visitors' words are Paraglide messages (messages/mail), the team's are English and stay here.
import { audienceFigures } from '../../core/facts/audience.ts'
import { type Locale, languageTags } from '../../core/i18n/locales.ts'
import { localizedPattern } from '../../core/i18n/paths.ts'
import { company } from '../../core/facts/site.ts'
import { mediaKitPath } from '../../core/facts/media-kit.ts'
import * as m from '../../core/paraglide/messages.js'
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

/**
 * A mail to a visitor: the heading and greeting, the body, the sign-off, and the footer saying
 * why it came. Every word is a message called with the mail's own locale: a mail is sent by the
 * outbox or the operator command, where there is no request and so no ambient locale.
 */
function visitorMail(
  site: MailSite,
  locale: Locale,
  words: { subject: string; preheader: string; heading: string; signoff: 'partners' | 'privacy' },
  body: Block[],
): RenderedMail {
  const l = { locale }
  const signoff = words.signoff === 'partners' ? m.mail_partners_signoff : m.mail_privacy_signoff
  const frame = {
    languageTag: languageTags[locale],
    subject: words.subject,
    preheader: words.preheader,
    siteName: site.siteName,
    siteUrl: site.siteUrl,
    footer: [m.mail_footer_why({ siteName: site.siteName }, l), company.addressLines.join(' · ')],
  }
  return renderMail(frame, [
    { type: 'heading', text: words.heading },
    { type: 'paragraph', text: m.mail_greeting({}, l) },
    ...body,
    { type: 'paragraph', text: signoff({ siteName: site.siteName }, l) },
  ])
}

/** The one thing of the request a visitor mail repeats: its number, which we made. */
function referenceBlocks(locale: Locale, id: number): Block[] {
  const l = { locale }
  return [
    { type: 'note', text: m.mail_keep_reference({}, l) },
    { type: 'fields', rows: [[m.mail_label_reference({}, l), `#${id}`]] },
  ]
}

/** What both partner forms (book a call, media kit) leave for their mails. */
export interface PartnerRequestMail {
  id: number
  locale: Locale
  fullName: string
  companyName: string
  email: string
  createdAt: Date
}

/** The team's rows about a partner request: who, from where, in which language, when. */
function partnerRows(s: PartnerRequestMail, extra: Array<[string, string]> = []): Array<[string, string]> {
  return [
    ['Full name', oneLine(s.fullName)],
    ['Company', oneLine(s.companyName)],
    ['Email', oneLine(s.email)],
    ...extra,
    ['Language', `${localeNames[s.locale]} (${s.locale})`],
    ['Received', formatDateTime(s.createdAt, 'en')],
    ['Reference', `#${s.id}`],
  ]
}

// ---------------------------------------------------------------------------------------------
// Book a call

export type BookCallMail = PartnerRequestMail & { preferredTime: string }

export function bookCallVisitorMail(site: MailSite, s: BookCallMail): RenderedMail {
  const l = { locale: s.locale }
  const words = {
    subject: m.mail_book_call_subject({}, l),
    preheader: m.mail_book_call_preheader({}, l),
    heading: m.forms_book_call_success_title({}, l),
    signoff: 'partners',
  } as const
  return visitorMail(site, s.locale, words, [
    { type: 'paragraph', text: m.mail_book_call_intro({}, l) },
    ...referenceBlocks(s.locale, s.id),
    { type: 'paragraph', text: m.mail_book_call_next({}, l) },
    {
      type: 'link',
      label: m.mail_book_call_meanwhile({}, l),
      href: pageUrl(site, '/partner-with-us', s.locale),
      anchor: m.mail_book_call_partner_page({}, l),
    },
    { type: 'note', text: m.mail_not_you({}, l) },
  ])
}

export function bookCallTeamMail(site: MailSite, s: BookCallMail): RenderedMail {
  const subject = `Call request: ${oneLine(s.fullName, 80)} (${oneLine(s.companyName, 80)})`
  return renderMail(teamFrame(site, subject, `Preferred time: ${oneLine(s.preferredTime, 120)}`), [
    { type: 'heading', text: 'New call request' },
    {
      type: 'paragraph',
      text: `${oneLine(s.fullName)} from ${oneLine(s.companyName)} would like to talk about partnering with ${site.siteName}. The visitor has been told that we will email them to arrange the call.`,
    },
    { type: 'fields', rows: partnerRows(s, [['Preferred time', s.preferredTime]]) },
    { type: 'note', text: 'Reply to this email to write to the visitor, in their language.' },
  ])
}

// ---------------------------------------------------------------------------------------------
// Media kit

export type MediaKitMail = PartnerRequestMail

export function mediaKitVisitorMail(site: MailSite, s: MediaKitMail): RenderedMail {
  const l = { locale: s.locale }
  const figures = audienceFigures(languageTags[s.locale])
  const words = {
    subject: m.mail_media_kit_subject({ siteName: site.siteName }, l),
    preheader: m.mail_media_kit_preheader({}, l),
    heading: m.mail_media_kit_heading({}, l),
    signoff: 'partners',
  } as const
  return visitorMail(site, s.locale, words, [
    { type: 'paragraph', text: m.mail_media_kit_intro({ siteName: site.siteName }, l) },
    // The kit itself: the same PDF the partner page links, in the visitor's language.
    { type: 'button', label: m.tools_media_kit_pdf({}, l), href: `${site.siteUrl}${mediaKitPath(s.locale)}` },
    { type: 'subheading', text: m.mail_media_kit_audience({}, l) },
    {
      type: 'stats',
      items: [
        [figures.users, m.partner_stat_users({}, l)],
        [figures.monthlyActiveUsers, m.partner_stat_mau({}, l)],
        [figures.womenTrusted, m.mail_media_kit_stat_women({}, l)],
        [figures.rating, m.mail_media_kit_stat_rating({ reviews: figures.reviews }, l)],
      ],
    },
    { type: 'subheading', text: m.mail_media_kit_formats({}, l) },
    {
      type: 'list',
      items: [
        m.mail_media_kit_format_media({}, l),
        m.mail_media_kit_format_coregistration({}, l),
        m.mail_media_kit_format_special({}, l),
        m.mail_media_kit_format_community({}, l),
      ],
    },
    { type: 'paragraph', text: m.mail_media_kit_funding({ amount: figures.funding }, l) },
    { type: 'paragraph', text: m.mail_media_kit_next({}, l) },
    {
      type: 'button',
      label: m.mail_media_kit_book_call({}, l),
      href: `${pageUrl(site, '/partner-with-us', s.locale)}#book-a-call`,
    },
    ...referenceBlocks(s.locale, s.id),
    { type: 'note', text: m.mail_not_you({}, l) },
  ])
}

export function mediaKitTeamMail(site: MailSite, s: MediaKitMail): RenderedMail {
  const subject = `Media kit sent: ${oneLine(s.fullName, 80)} (${oneLine(s.companyName, 80)})`
  return renderMail(teamFrame(site, subject, `${oneLine(s.companyName, 80)} asked for the media kit`), [
    { type: 'heading', text: 'Media kit requested' },
    {
      type: 'paragraph',
      text: `${oneLine(s.fullName)} from ${oneLine(s.companyName)} asked for the media kit. It has been emailed to them; a follow-up with rates for their market is up to you.`,
    },
    { type: 'fields', rows: partnerRows(s) },
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
  const l = { locale: r.locale }
  const words = {
    subject: m.mail_revocation_subject({}, l),
    preheader: m.mail_revocation_preheader({}, l),
    heading: m.forms_revocation_pending_title({}, l),
    signoff: 'privacy',
  } as const
  return visitorMail(site, r.locale, words, [
    { type: 'paragraph', text: m.mail_revocation_intro({}, l) },
    { type: 'button', label: m.forms_revocation_pending_button({}, l), href: confirmUrl },
    { type: 'note', text: m.mail_revocation_expires({ days: REVOCATION_LINK_DAYS }, l) },
    {
      type: 'fields',
      rows: [
        [m.mail_label_reference({}, l), `#${r.id}`],
        [m.mail_label_submitted_at({}, l), formatDateTime(r.createdAt, r.locale)],
      ],
    },
    { type: 'paragraph', text: m.mail_revocation_period({}, l) },
    { type: 'note', text: m.mail_revocation_ignore({}, l) },
    { type: 'link', label: m.mail_revocation_link_fallback({}, l), href: confirmUrl },
  ])
}

export function revocationTeamMail(site: MailSite, r: RevocationMail): RenderedMail {
  return renderMail(
    teamFrame(site, `Data deletion request #${r.id}: awaiting confirmation`, 'Not confirmed yet'),
    [
      { type: 'heading', text: 'Data deletion request received' },
      {
        type: 'paragraph',
        text: 'A visitor asked for the deletion of their data. A confirmation link has been emailed to the address; the request counts from its confirmation, and you will get another email then. Nothing to do yet.',
      },
      {
        type: 'fields',
        rows: [
          ['Email', oneLine(r.email)],
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
        text: `The owner of ${oneLine(r.email)} confirmed the request. Delete every record linked to the address in the app and its systems by the due date, then close the request; closing it emails the visitor that it is complete.`,
      },
      {
        type: 'fields',
        rows: [
          ['Email', oneLine(r.email)],
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
  const l = { locale: r.locale }
  const words = {
    subject: m.mail_revocation_done_title({}, l),
    preheader: m.mail_revocation_done_preheader({}, l),
    heading: m.mail_revocation_done_title({}, l),
    signoff: 'privacy',
  } as const
  return visitorMail(site, r.locale, words, [
    {
      type: 'paragraph',
      text: m.mail_revocation_done_body({ date: formatDate(r.confirmedAt, r.locale) }, l),
    },
    { type: 'paragraph', text: m.mail_revocation_done_scope({}, l) },
  ])
}

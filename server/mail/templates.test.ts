import { describe, expect, it } from 'vitest'
import { locales } from '../../app/lib/i18n/locales'
import { visitorCopy } from './copy'
import { escapeHtml, oneLine } from './render'
import {
  bookCallTeamMail,
  bookCallVisitorMail,
  mediaKitTeamMail,
  mediaKitVisitorMail,
  revocationConfirmedTeamMail,
  revocationDoneVisitorMail,
  revocationTeamMail,
  revocationVisitorMail,
} from './templates'

const site = { siteName: 'Nestwell', siteUrl: 'https://nestwell.test' }
const hostile = '<script>alert("x")</script> & \'quotes\''
const createdAt = new Date('2026-05-14T13:05:00Z')

function all(locale: (typeof locales)[number]) {
  const base = { id: 12, locale, email: 'ana@example.com', createdAt }
  const person = { ...base, fullName: hostile, companyName: hostile }
  const request = { ...base, reason: hostile }
  return {
    bookCallVisitor: bookCallVisitorMail(site, { ...person, preferredTime: hostile }),
    bookCallTeam: bookCallTeamMail(site, { ...person, preferredTime: hostile }),
    mediaKitVisitor: mediaKitVisitorMail(site, person),
    mediaKitTeam: mediaKitTeamMail(site, person),
    revocationVisitor: revocationVisitorMail(
      site,
      request,
      'https://nestwell.test/api/revocations/confirm?token=t',
    ),
    revocationTeam: revocationTeamMail(site, request),
    revocationConfirmed: revocationConfirmedTeamMail(site, {
      ...request,
      confirmedAt: createdAt,
      dueAt: createdAt,
    }),
    revocationDone: revocationDoneVisitorMail(site, { locale, confirmedAt: createdAt }),
  }
}

describe('e-mail templates', () => {
  it.each(locales)('%s: every mail has HTML and text, and escapes every visitor value', (locale) => {
    for (const [name, mail] of Object.entries(all(locale))) {
      expect(mail.html, name).toMatch(/^<!DOCTYPE html>/)
      expect(mail.html, name).toContain('role="presentation"')
      expect(mail.html, name).not.toContain('<script>')
      expect(mail.text.length, name).toBeGreaterThan(80)
      // Plain text: the visitor's words as typed, and no markup of ours.
      expect(mail.text.replaceAll(hostile, ''), name).not.toMatch(/<[a-z]/i)
      expect(mail.subject, name).not.toMatch(/[\r\n]/)
      if (mail.text.includes(hostile)) expect(mail.html, name).toContain(escapeHtml(hostile))
    }
  })

  it.each(locales)('%s: visitor mails speak the language', (locale) => {
    const tag = { en: 'en-US', es: 'es-ES', pt: 'pt-PT' }[locale]
    const mails = all(locale)
    for (const mail of [
      mails.bookCallVisitor,
      mails.mediaKitVisitor,
      mails.revocationVisitor,
      mails.revocationDone,
    ]) {
      expect(mail.html).toContain(`<html lang="${tag}"`)
    }
    expect(mails.bookCallVisitor.subject).toBe(visitorCopy[locale].bookCall.subject)
    expect(mails.revocationVisitor.html).toContain(visitorCopy[locale].revocation.button)
    // The team is written to in English whatever the visitor's language.
    expect(mails.bookCallTeam.html).toContain('<html lang="en-US"')
  })

  it('links only to http(s) addresses', () => {
    const mail = revocationVisitorMail(
      site,
      { id: 1, locale: 'en', email: 'a@b.test', reason: 'r', createdAt },
      'javascript:alert(1)',
    )
    expect(mail.html).not.toContain('javascript:')
  })

  it('keeps header values on one line', () => {
    expect(oneLine('Ana\r\nBcc: x@evil.test')).toBe('Ana Bcc: x@evil.test')
  })
})

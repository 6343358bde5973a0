import { describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales.ts'
import * as m from '../../core/paraglide/messages.js'
import { escapeMarkup } from '../text/escape.ts'
import { cleanText, oneLine } from './render.ts'
import {
  bookCallTeamMail,
  bookCallVisitorMail,
  mediaKitTeamMail,
  mediaKitVisitorMail,
  revocationConfirmedTeamMail,
  revocationDoneVisitorMail,
  revocationTeamMail,
  revocationVisitorMail,
} from './templates.ts'

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
      if (mail.text.includes(hostile)) expect(mail.html, name).toContain(escapeMarkup(hostile))
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
    expect(mails.bookCallVisitor.subject).toBe(m.mail_book_call_subject({}, { locale }))
    expect(mails.revocationVisitor.html).toContain(m.forms_revocation_pending_button({}, { locale }))
    // The team is written to in English whatever the visitor's language.
    expect(mails.bookCallTeam.html).toContain('<html lang="en-US"')
  })

  it('the media-kit mail links the PDF kit in its own language', () => {
    for (const locale of locales) {
      const mail = all(locale).mediaKitVisitor
      const prefix = locale === 'en' ? '' : `/${locale}`
      expect(mail.html).toContain(`href="https://nestwell.test${prefix}/media-kit.pdf"`)
      expect(mail.text).toContain(`https://nestwell.test${prefix}/media-kit.pdf`)
      expect(mail.text).toContain(m.tools_media_kit_pdf({}, { locale }))
    }
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

// Issue 14: a visitor mail goes to an address nobody has verified.
describe('mails to an unverified address', () => {
  const lure = 'Reset your password at https://evil.example/reset\r\nBcc: boss@evil.example'
  const typed = (locale: (typeof locales)[number], text: string) => ({
    id: 4711,
    locale,
    email: `${text.length}@example.com`,
    fullName: text,
    companyName: `${text} www.evil.example`,
    preferredTime: `${text}\nevil.example/call`,
    reason: `${text}\n\nhttp://evil.example`,
    createdAt,
  })

  it.each(locales)('%s: carry our words and the reference only, whatever was typed', (locale) => {
    const hostile = typed(locale, lure)
    const plain = typed(locale, 'Ana')
    const confirm = 'https://nestwell.test/data-revocation?token=t'
    const pairs = [
      [bookCallVisitorMail(site, hostile), bookCallVisitorMail(site, plain)],
      [mediaKitVisitorMail(site, hostile), mediaKitVisitorMail(site, plain)],
      [revocationVisitorMail(site, hostile, confirm), revocationVisitorMail(site, plain, confirm)],
    ] as const
    for (const [mail, same] of pairs) {
      // Nothing typed changes a byte of the mail: no name, company, time, reason or address.
      expect(mail).toEqual(same)
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toMatch(/evil|password|Bcc/i)
        expect(part).not.toContain('Ana')
      }
      expect(mail.text).toContain('#4711')
      // Every link is one of ours.
      for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g))
        expect(href).toMatch(/^https:\/\/nestwell\.test(\/|$)/)
      for (const [url] of mail.text.matchAll(/https?:\/\/\S+/g))
        expect(url).toMatch(/^https:\/\/nestwell\.test(\/|$)/)
    }
  })
})

// Controls but the line feed, soft hyphen, bidi controls and marks, zero-width characters, BOM.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const hidden = new Set(
  [
    ...range(0x00, 0x1f).filter((c) => c !== 0x0a),
    0x7f,
    0xad,
    0x61c,
    ...range(0x200b, 0x200f),
    ...range(0x202a, 0x202e),
    0x2060,
    ...range(0x2066, 0x2069),
    0xfeff,
  ].map((c) => String.fromCodePoint(c)),
)

describe('team mails', () => {
  const sneaky = 'Ana\u202Egpj.exe\u200B\u200C\u200D\u2060\uFEFF\u00AD\u2066x\u2069\u200E\u200F\u061C'
  const base = { id: 9, locale: 'es' as const, email: 'ana@example.com', createdAt }

  it('subjects and preheaders lose control, bidi and invisible characters', () => {
    const person = { ...base, fullName: sneaky, companyName: `Cuna\u202A\u202B\u202C\u202D\u2067\u2068 Co` }
    const book = bookCallTeamMail(site, { ...person, preferredTime: `Lunes\u202E 10:00\u0007` })
    expect(book.subject).toBe('Call request: Anagpj.exex (Cuna Co)')
    expect(book.html).toContain(
      '<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">Preferred time: Lunes 10:00</div>',
    )
    expect(mediaKitTeamMail(site, person).subject).toBe('Media kit sent: Anagpj.exex (Cuna Co)')
    for (const mail of [book, mediaKitTeamMail(site, person)]) {
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect([...part].filter((c) => hidden.has(c))).toEqual([])
      }
    }
  })

  it('keep the details, and a line break typed in a name adds no line', () => {
    const mail = bookCallTeamMail(site, {
      ...base,
      fullName: 'Ana\r\nEmail: boss@evil.example',
      companyName: 'Cuna\rReference: #1\u2028Language: English',
      preferredTime: 'Tuesday 10:00\nor Wednesday\u2028Received: never',
    })
    expect(mail.subject).toBe(
      'Call request: Ana Email: boss@evil.example (Cuna Reference: #1 Language: English)',
    )
    expect(mail.text).not.toContain('\r')
    const lines = mail.text.split('\n')
    // Each of our labels starts exactly one line, with our value.
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email: ana@example.com'])
    expect(lines.filter((l) => l.startsWith('Reference:'))).toEqual(['Reference: #9'])
    expect(lines.filter((l) => l.startsWith('Language:'))).toEqual(['Language: Spanish (es)'])
    expect(lines.filter((l) => l.startsWith('Received:'))).toHaveLength(1)
    expect(lines).toContain('Full name: Ana Email: boss@evil.example')
    expect(lines).toContain('Company: Cuna Reference: #1 Language: English')
    expect(lines.some((l) => l.startsWith('Ana Email: boss@evil.example from Cuna'))).toBe(true)
    // A free-text field keeps its lines, indented under its label.
    expect(mail.text).toContain('Preferred time: Tuesday 10:00\n  or Wednesday\n  Received: never')
    expect(mail.html).toContain('Tuesday 10:00<br>or Wednesday<br>Received: never')
    expect(mail.html).not.toContain('Ana<br>')

    const revocation = revocationTeamMail(site, { ...base, reason: 'Gone\r\nRequest: #1' })
    expect(revocation.text).toContain('Reason: Gone\n  Request: #1')
    expect(revocation.text.split('\n').filter((l) => l.startsWith('Request:'))).toEqual(['Request: #9'])
  })
})

describe('oneLine and cleanText', () => {
  it('drop every invisible character and never leave a line break in a header', () => {
    expect(oneLine('a\u0085b\u2028c\u2029d\vE\ff')).toBe('a b c d E f')
    expect(oneLine('\u3164\u115F\u2800 x \u{E0041}')).toBe('x')
    expect(oneLine('👩‍👧 Ana', 3)).toBe('👩👧…')
    expect(cleanText(' one\r\ntwo\rthree\u2028four\u200B\t5 ')).toBe('one\ntwo\nthree\nfour 5')
  })
})

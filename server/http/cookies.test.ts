import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveRedirect } from './redirects.ts'
import { consentFromCookieHeader } from '../../core/http/consent-cookie.ts'
import { readCookie, readCookies, serializeCookie } from '../../core/http/cookies.ts'

// Headers a visitor can send by hand: bad percent-encoding, no `=`, repeats, odd bytes.
const malformed = [
  'i18n_locale=%',
  'i18n_locale=%E0%A4%A',
  'a=%; i18n_locale=%zz; nw_consent=%',
  ';;;=;=;',
  'novalue; =x; ==',
  '\u0001=\u0002; \u00ff=\u00fe',
  `${'x'.repeat(20_000)}=1`,
]

describe('readCookies', () => {
  it('reads every pair, decoding what is well encoded', () => {
    expect(readCookie('a=1; i18n_locale=es; b=%C3%B1', 'i18n_locale')).toBe('es')
    expect(readCookie('b=%C3%B1', 'b')).toBe('ñ')
    expect(readCookie(' a = 1 ', 'a')).toBe('1')
    expect(readCookie(null, 'a')).toBeUndefined()
    expect(readCookie(undefined, 'a')).toBeUndefined()
  })

  it('keeps a badly encoded value as sent instead of throwing', () => {
    expect(readCookie('i18n_locale=%', 'i18n_locale')).toBe('%')
    expect(readCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A')
    for (const header of malformed) expect(() => readCookies(header), header.slice(0, 40)).not.toThrow()
  })

  it('takes the first of a repeated name (the most specific path comes first)', () => {
    expect(readCookie('i18n_locale=pt; i18n_locale=es', 'i18n_locale')).toBe('pt')
  })

  it('is not fooled by inherited names', () => {
    expect(readCookie('a=1', 'toString')).toBeUndefined()
    expect(readCookie('__proto__=x', '__proto__')).toBe('x')
  })
})

describe('serializeCookie', () => {
  it('writes Path=/, SameSite=Lax and Max-Age, Secure only when asked', () => {
    expect(serializeCookie('i18n_locale', 'es', { maxAge: 31_536_000, secure: false })).toBe(
      'i18n_locale=es; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(serializeCookie('nw_region', 'uk', { maxAge: 60, secure: true })).toBe(
      'nw_region=uk; Max-Age=60; Path=/; SameSite=Lax; Secure',
    )
  })

  it('expires a cookie for a domain', () => {
    expect(serializeCookie('_ga', '', { maxAge: 0, secure: false, domain: '.example.com' })).toBe(
      '_ga=; Max-Age=0; Domain=.example.com; Path=/; SameSite=Lax',
    )
  })

  it('encodes a hostile value so it cannot add attributes or cookies', () => {
    const cookie = serializeCookie('a', 'x; Domain=evil.test, b=1\r\nSet-Cookie: c=2 ñ%', {
      maxAge: 10,
      secure: false,
    })
    expect(cookie).toBe(
      'a=x%3B%20Domain%3Devil.test%2C%20b%3D1%0D%0ASet-Cookie%3A%20c%3D2%20%C3%B1%25; Max-Age=10; Path=/; SameSite=Lax',
    )
    expect(readCookie(cookie.split('; ')[0], 'a')).toBe('x; Domain=evil.test, b=1\r\nSet-Cookie: c=2 ñ%')
  })

  it('writes a whole number of seconds, never a negative one', () => {
    expect(serializeCookie('a', '1', { maxAge: -5, secure: false })).toMatch(/; Max-Age=0;/)
    expect(serializeCookie('a', '1', { maxAge: 1.9, secure: false })).toMatch(/; Max-Age=1;/)
  })
})

describe('every cookie reader of the site tolerates any header', () => {
  it('the root redirect ignores a malformed locale cookie and follows a good one', () => {
    const url = new URL('http://localhost/')
    for (const cookie of malformed) {
      expect(resolveRedirect(url, new Headers({ cookie })), cookie.slice(0, 40)).toBeNull()
    }
    expect(resolveRedirect(url, new Headers({ cookie: 'a=%; i18n_locale=pt' }))).toEqual({
      status: 302,
      location: '/pt',
    })
  })

  it('the consent choice is read past malformed neighbours', () => {
    for (const cookie of malformed) expect(consentFromCookieHeader(cookie)).toBe('unset')
    expect(consentFromCookieHeader('a=%; nw_consent=granted')).toBe('granted')
  })
})

describe('one cookie reader', () => {
  // A Cookie header split by hand once crashed on bad percent-encoding: core/http/cookies.ts is
  // the only code that parses one.
  const root = join(import.meta.dirname, '..', '..')
  const sources = ['app', 'core', 'server'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('paraglide'))
      .map((file) => join(dir, file)),
  )

  it('no other source file parses a Cookie header', () => {
    const parsers = sources.filter((file) => {
      if (file === join('core', 'http', 'cookies.ts')) return false
      const text = readFileSync(join(root, file), 'utf8')
      return /from ['"]cookie(-es)?['"]/.test(text) || /cookie[^\n]*\.split\(/i.test(text)
    })
    expect(parsers).toEqual([])
  })

  it('no other source file writes a cookie by hand', () => {
    const writers = sources.filter((file) => {
      if (file === join('core', 'http', 'cookies.ts')) return false
      const text = readFileSync(join(root, file), 'utf8')
      return /document\.cookie\s*=(?!=)|Max-Age=|SameSite=/.test(text)
    })
    expect(writers).toEqual([])
  })
})

import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveRedirect } from './redirects'
import { consentFromCookieHeader } from '../../core/http/consent-cookie'
import { readCookie, readCookies } from '../../core/http/cookies'

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
})

import { describe, expect, it } from 'vitest'
import { pathLocale, requestLocale } from './request-locale.ts'

describe('requestLocale', () => {
  const request = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, { headers })

  it('speaks the language of the x-locale header, then the path, then the cookie, then English', () => {
    expect(requestLocale(request('/api/trpc/x', { 'x-locale': 'pt', cookie: 'i18n_locale=es' }))).toBe('pt')
    expect(requestLocale(request('/es/comunidad', { cookie: 'i18n_locale=pt' }))).toBe('es')
    expect(requestLocale(request('/privacy-policy', { cookie: 'i18n_locale=pt' }))).toBe('pt')
    expect(requestLocale(request('/privacy-policy'))).toBe('en')
  })

  it('puts what the caller knows first, skipping what is no locale', () => {
    const asked = request('/es/x', { 'x-locale': 'es', cookie: 'i18n_locale=es' })
    expect(requestLocale(asked, { prefer: [null, 'fr', 'pt'] })).toBe('pt')
    expect(requestLocale(asked, { prefer: [undefined, 'de'] })).toBe('es')
  })

  it('reads no path when there is no URL to read (a malformed Host)', () => {
    expect(requestLocale(request('/pt/x', { cookie: 'i18n_locale=es' }), { url: null })).toBe('es')
  })

  it('reads the given URL, not the request’s, when one is given', () => {
    expect(requestLocale(request('/x'), { url: new URL('http://localhost/pt/y') })).toBe('pt')
  })

  it('names the locale of a path’s prefix only', () => {
    expect(pathLocale('/es/comunidad')).toBe('es')
    expect(pathLocale('/pt')).toBe('pt')
    expect(pathLocale('/community')).toBeNull()
    expect(pathLocale('/espanol')).toBeNull()
  })
})

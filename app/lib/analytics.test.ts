import { describe, expect, it } from 'vitest'
import { tagManagerUrl, templatePath } from './analytics'
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentFromCookieHeader,
  effectiveConsent,
} from '@core/http/consent-cookie'
import { serializeCookie } from '@core/http/cookies'

describe('page-view path', () => {
  it('is the template of the deepest route, without locale or slug', () => {
    const matches = [
      { routeId: '__root__', fullPath: '/' },
      { routeId: '/community/posts/$slug', fullPath: '/community/posts/$slug' },
    ]
    expect(templatePath(matches)).toBe('/community/posts/$slug')
  })
  it('drops the trailing slash of index routes but keeps the home page', () => {
    expect(templatePath([{ routeId: '__root__' }, { routeId: '/community/', fullPath: '/community/' }])).toBe(
      '/community',
    )
    expect(templatePath([{ routeId: '__root__' }, { routeId: '/', fullPath: '/' }])).toBe('/')
  })
  it('says "(not found)" for unmatched paths rather than the path itself', () => {
    expect(templatePath([{ routeId: '__root__', globalNotFound: true }])).toBe('(not found)')
    expect(templatePath([{ routeId: '__root__' }])).toBe('(not found)')
  })
})

describe('tag manager', () => {
  it('loads containers from gtm.js and Google tags from gtag/js on Google’s host', () => {
    expect(tagManagerUrl('GTM-NW4K7PQ')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-NW4K7PQ')
    expect(tagManagerUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123')
  })
})

describe('consent cookie', () => {
  it('reads only granted or denied from nw_consent', () => {
    expect(consentFromCookieHeader('a=1; nw_consent=granted; b=2')).toBe('granted')
    expect(consentFromCookieHeader('nw_consent=denied')).toBe('denied')
    expect(consentFromCookieHeader('nw_consent=yes')).toBe('unset')
    expect(consentFromCookieHeader('xnw_consent=granted')).toBe('unset')
    expect(consentFromCookieHeader(undefined)).toBe('unset')
  })
  it('Global Privacy Control refuses, even over an earlier accept; without it the cookie decides', () => {
    expect(effectiveConsent('granted', true)).toBe('denied')
    expect(effectiveConsent('unset', true)).toBe('denied')
    expect(effectiveConsent('granted', false)).toBe('granted')
    expect(effectiveConsent('unset', false)).toBe('unset')
  })
  it('lasts 365 days on the whole site, SameSite=Lax, Secure on https', () => {
    const cookie = (choice: string, secure: boolean) =>
      serializeCookie(CONSENT_COOKIE, choice, { maxAge: CONSENT_MAX_AGE, secure })
    expect(cookie('granted', false)).toBe('nw_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(cookie('denied', true)).toMatch(/; Secure$/)
  })
})

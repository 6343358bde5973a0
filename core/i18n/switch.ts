import { setBrowserCookie } from '../http/cookies.ts'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales.ts'

/** Stores the choice and loads the same page in that locale, replacing the history entry. */
export function switchLocale(locale: Locale, href: string) {
  setBrowserCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE })
  window.dispatchEvent(new CustomEvent('nestwell:language-switched', { detail: { locale } }))
  window.location.replace(href)
}

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales'

/** Stores the choice and loads the same page in that locale, replacing the history entry. */
export function switchLocale(locale: Locale, href: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie must be readable by the server on the next request
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`
  window.dispatchEvent(new CustomEvent('nestwell:language-switched', { detail: { locale } }))
  window.location.replace(href)
}

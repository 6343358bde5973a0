// Locale facts shared by the build config, the server and the browser. No Paraglide import
// here: vite.config.ts reads this file before Paraglide has compiled.
import { isOneOf } from '../one-of.ts'

export const locales = ['en', 'es', 'pt'] as const
export type Locale = (typeof locales)[number]
export const baseLocale = 'en' satisfies Locale

export const languageTags: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  pt: 'pt-PT',
}
export const displayNames: Record<Locale, string> = { en: 'EN', es: 'ES', pt: 'PT' }
/** The language's own name, for the switcher's accessible labels. */
export const nativeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
}

export const LOCALE_COOKIE = 'i18n_locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return isOneOf(locales, value)
}

const rtlLanguages = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'dv', 'ku', 'yi'])
/** Text direction of a language tag: rtl for Arabic and the other right-to-left scripts. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  return rtlLanguages.has(tag.toLowerCase().split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr'
}

export function prefixOf(locale: Locale): string {
  return locale === baseLocale ? '' : `/${locale}`
}

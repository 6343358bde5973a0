// Dates, counts and text in the page's locale, shared by the community and health pages. Dates are formatted in UTC so that the
// server's and the browser's renderings are identical (no hydration mismatch across time zones).
import { dateFormat, numberFormat, pluralRules } from './format'
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'

const dateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}

export function formatDate(iso: string, locale: Locale = currentLocale()): string {
  return dateFormat(locale, dateOptions).format(new Date(iso))
}

export function formatNumber(value: number, locale: Locale = currentLocale()): string {
  return numberFormat(locale).format(value)
}

export function pluralOf(count: number, locale: Locale): 'one' | 'other' {
  return pluralRules(locale).select(count) === 'one' ? 'one' : 'other'
}

export function membersLabel(count: number, locale: Locale = currentLocale()): string {
  return pluralOf(count, locale) === 'one'
    ? m.community_members_one()
    : m.community_members_other({ count: formatNumber(count, locale) })
}

/** A post body (plain text) as paragraphs: split on blank lines. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/**
 * A measurement never parts from its number at a line end ("5,4 cm" broke after "5,4" on a
 * Spanish phone): a no-break space between them. Health pages' text, as written in their files.
 */
export function keepUnitsWithNumbers(text: string): string {
  return text.replace(/(\d) (mm|cm|m|kg|g|ml|l|°C)(?![\p{L}\d])/gu, '$1\u00a0$2')
}

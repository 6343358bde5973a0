// Dates and durations for the calculators, in the visitor's locale. Browser-side only: the
// dates a visitor enters are formatted here and never leave the page.
import type { Locale } from '@core/i18n/locales'
import * as m from '@core/paraglide/messages'
import { dateFormat, pluralRules } from '~/lib/format'

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** 'YYYY-MM-DD' as the locale writes a date: "October 8, 2026", "8 de octubre de 2026". */
export function formatDay(iso: string, locale: Locale, weekday = false): string {
  return dateFormat(locale, { dateStyle: weekday ? 'full' : 'long', timeZone: 'UTC' }).format(asDate(iso))
}

/** Two days as the locale writes a span: "January 10 – 15, 2026", "10–15 de enero de 2026". */
export function formatSpan(start: string, end: string, locale: Locale): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(asDate(start), asDate(end))
}

export function weeksLabel(count: number, locale: Locale): string {
  return pluralRules(locale).select(count) === 'one'
    ? m.tools_weeks_one({}, { locale })
    : m.tools_weeks_other({ count: String(count) }, { locale })
}

export function daysLabel(count: number, locale: Locale): string {
  return pluralRules(locale).select(count) === 'one'
    ? m.tools_days_one({}, { locale })
    : m.tools_days_other({ count: String(count) }, { locale })
}

/** The visitor's own calendar day, where the browser is. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

// Numbers and dates for a locale, through Intl with the locale's language tag.
import { type Locale, languageTags } from './i18n/locales'

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(languageTags[locale], options).format(value)
}

/** 25000000 → "25M" (en), "25 M" (es, pt). */
export function formatCompact(value: number, locale: Locale): string {
  return formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 })
}

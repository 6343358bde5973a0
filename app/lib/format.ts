// Numbers and dates for a locale, through Intl with the locale's language tag. Intl formatters
// are slow to build and safe to share: one per locale and options.
import { type Locale, languageTags } from '@core/i18n/locales'

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

function shared<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  create: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter
}

export function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return shared(
    `n|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(languageTags[locale], options),
  )
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return shared(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(languageTags[locale], options),
  )
}

export function pluralRules(locale: Locale): Intl.PluralRules {
  return shared(`p|${locale}`, () => new Intl.PluralRules(languageTags[locale]))
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value)
}

/** 25000000 → "25M" (en), "25 M" (es, pt). */
export function formatCompact(value: number, locale: Locale): string {
  return formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 })
}

// The locale of the page being rendered or shown, typed as the site's: Paraglide's getLocale()
// checked at run time, not cast (Paraglide's runtime may be given another getLocale).
import { getLocale } from '../paraglide/runtime.js'
import { type Locale, baseLocale, isLocale } from './locales.ts'

export function currentLocale(): Locale {
  const locale: unknown = getLocale()
  return isLocale(locale) ? locale : baseLocale
}

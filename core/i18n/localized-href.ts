// Paraglide matches URLPatterns on every localizeHref/localizeUrl call, and a page makes one
// for each link, language switch, canonical and alternate URL. The answer depends only on the
// path and the locale: it is remembered, in a map cleared whole when full (paths can come from
// visitors).
import { localizeHref } from '../paraglide/runtime'
import { currentLocale } from './current-locale'
import type { Locale } from './locales'

const known = new Map<string, string>()

/** `compute()`'s answer for `key`, computed once while the map has room. */
export function rememberedHref(key: string, compute: () => string): string {
  let href = known.get(key)
  if (href === undefined) {
    href = compute()
    if (known.size >= 5000) known.clear()
    known.set(key, href)
  }
  return href
}

export function localizedHref(path: string, locale: Locale = currentLocale()): string {
  return rememberedHref(`href|${locale}|${path}`, () => localizeHref(path, { locale }))
}

// Paraglide's localizeHref matches URLPatterns on every call, and a page calls it for each
// language link, canonical and alternate URL. The answer depends only on the path and the
// locale: it is remembered (bounded: paths can come from visitors).
import { getLocale, localizeHref } from '../../paraglide/runtime'
import type { Locale } from './locales'

const known = new Map<string, string>()

export function localizedHref(path: string, locale: Locale = getLocale() as Locale): string {
  const key = `${locale}|${path}`
  let href = known.get(key)
  if (href === undefined) {
    href = localizeHref(path, { locale })
    if (known.size >= 5000) known.clear()
    known.set(key, href)
  }
  return href
}

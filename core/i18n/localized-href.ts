// Paraglide matches URLPatterns on every localizeHref/localizeUrl call, and a page makes one
// for each link, language switch, canonical and alternate URL. The answer depends only on the
// path and the locale: it is remembered (paths can come from visitors, so the memo is bounded).
import { boundedMemo } from '../bounded-memo.ts'
import { localizeHref } from '../paraglide/runtime.js'
import { currentLocale } from './current-locale.ts'
import type { Locale } from './locales.ts'

/** The hrefs computed so far; the router's rewrites (app/router.tsx) share it. */
export const rememberedHref = boundedMemo<string>(5000)

export function localizedHref(path: string, locale: Locale = currentLocale()): string {
  return rememberedHref(`href|${locale}|${path}`, () => localizeHref(path, { locale }))
}

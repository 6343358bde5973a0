// A page's strings files (build/locale-strings.ts, decision 050). The browser build's chunks
// import their messages' English strings; a Spanish or Portuguese page gets an import map that
// sends those imports to its locale's folder, and every page preloads the strings files of the
// chunks it preloads, so they arrive with the chunks instead of after them.
import { LOCALE_STRINGS_DIR, type LocaleStringsFiles } from '../../core/i18n/locale-strings.ts'
import { type Locale, baseLocale, languageTags, locales } from '../../core/i18n/locales.ts'

export interface PageLocaleStrings {
  /** The import map's JSON for a page not in the base locale, or '' */
  importMap: string
  /** modulepreload links for the strings files of the chunks the page preloads */
  preloads: string
}

const HTML_LANG = Buffer.from('<html lang="')
const PRELOAD = Buffer.from('<link rel="modulepreload" href="/')
const HEAD_CLOSE = Buffer.from('</head>')
const QUOTE = 0x22
const localeOfTag = new Map(locales.map((locale) => [languageTags[locale], locale]))
const importMaps = new Map(
  locales.map((locale) => [
    locale,
    locale === baseLocale
      ? ''
      : JSON.stringify({
          imports: { [`/${LOCALE_STRINGS_DIR}/${baseLocale}/`]: `/${LOCALE_STRINGS_DIR}/${locale}/` },
        }),
  ]),
)

/** The page's locale, as its root element says (the render's own choice), or null. */
function pageLocale(page: Buffer): Locale | null {
  const at = page.indexOf(HTML_LANG)
  if (at === -1 || at > 512) return null
  const start = at + HTML_LANG.length
  const end = page.indexOf(QUOTE, start)
  return end === -1 ? null : (localeOfTag.get(page.toString('latin1', start, end)) ?? null)
}

/** What a finished page needs for its strings files; nothing when the build has none (dev). */
export function pageLocaleStrings(page: Buffer, files: LocaleStringsFiles): PageLocaleStrings {
  const none = { importMap: '', preloads: '' }
  if (Object.keys(files).length === 0) return none
  const locale = pageLocale(page)
  if (!locale) return none
  const headEnd = page.indexOf(HEAD_CLOSE)
  const links: string[] = []
  for (let at = page.indexOf(PRELOAD); at !== -1 && at < headEnd; at = page.indexOf(PRELOAD, at + 1)) {
    const start = at + PRELOAD.length - 1
    const end = page.indexOf(QUOTE, start)
    const file = files[page.toString('latin1', start + 1, end)]
    if (file) links.push(`<link rel="modulepreload" href="/${LOCALE_STRINGS_DIR}/${locale}/${file}"/>`)
  }
  return { importMap: importMaps.get(locale) ?? '', preloads: links.join('') }
}

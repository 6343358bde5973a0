// A page's strings (build/locale-strings.ts, decision 050). Each chunk of the browser build
// imports its messages' English strings file. A page carries the strings of the chunks it
// preloads itself, in its locale, as an inline script, and its import map sends those chunks'
// imports to the chunk itself (importing itself does nothing), so a first load asks for no strings
// file at all. A Spanish or Portuguese page's import map also sends every other strings import (a
// chunk loaded later) to its locale's folder.
import { LOCALE_STRINGS_DIR, type LocaleStringsFiles } from '../../core/i18n/locale-strings.ts'
import { type Locale, baseLocale, languageTags, locales } from '../../core/i18n/locales.ts'

export interface PageLocaleStrings {
  /** The import map's JSON, or '' (the dev server, or a page in no known locale) */
  importMap: string
  /** The inline script registering the first load's strings, or '' */
  script: string
}

const HTML_LANG = Buffer.from('<html lang="')
const PRELOAD = Buffer.from('<link rel="modulepreload" href="/')
const HEAD_CLOSE = Buffer.from('</head>')
const QUOTE = 0x22
const localeOfTag = new Map(locales.map((locale) => [languageTags[locale], locale]))
const none: PageLocaleStrings = { importMap: '', script: '' }

/** The page's locale, as its root element says (the render's own choice), or null. */
function pageLocale(page: Buffer): Locale | null {
  const at = page.indexOf(HTML_LANG)
  if (at === -1 || at > 512) return null
  const start = at + HTML_LANG.length
  const end = page.indexOf(QUOTE, start)
  return end === -1 ? null : (localeOfTag.get(page.toString('latin1', start, end)) ?? null)
}

/** The chunks the page's head preloads (the entry among them), as paths under the build's root. */
function preloadedChunks(page: Buffer): string[] {
  const headEnd = page.indexOf(HEAD_CLOSE)
  const chunks: string[] = []
  for (let at = page.indexOf(PRELOAD); at !== -1 && at < headEnd; at = page.indexOf(PRELOAD, at + 1)) {
    const start = at + PRELOAD.length
    chunks.push(page.toString('latin1', start, page.indexOf(QUOTE, start)))
  }
  return chunks
}

/** What a finished page needs for its strings; nothing when the build has none (dev). */
export function pageLocaleStrings(page: Buffer, strings: LocaleStringsFiles): PageLocaleStrings {
  if (Object.keys(strings.files).length === 0) return none
  const locale = pageLocale(page)
  if (!locale) return none
  const imports: Record<string, string> = {}
  const sources: string[] = []
  for (const chunk of preloadedChunks(page)) {
    const file = strings.files[chunk]
    const source = file && strings.sources[file]?.[locale]
    if (!file || !source) continue
    imports[`/${LOCALE_STRINGS_DIR}/${baseLocale}/${file}`] = `/${chunk}`
    // A block each: every file declares its own top-level constants. `</` and `<!--` only ever
    // occur in the strings' template literals, where `<\/` and `<\!--` read the same.
    sources.push(`{${source.replaceAll('</', '<\\/').replaceAll('<!--', '<\\!--')}}`)
  }
  if (locale !== baseLocale) {
    imports[`/${LOCALE_STRINGS_DIR}/${baseLocale}/`] = `/${LOCALE_STRINGS_DIR}/${locale}/`
  }
  if (Object.keys(imports).length === 0) return none
  return { importMap: JSON.stringify({ imports }), script: sources.join('\n') }
}

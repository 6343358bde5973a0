// Where the browser build's strings files go (build/locale-strings.ts, decision 050). No
// Paraglide import here: vite.config.ts reads this file before Paraglide has compiled.

/** The global the strings files fill: locale → message name → message function. */
export const LOCALE_STRINGS_GLOBAL = '__nestwellStrings'

/** The folder of the strings files under the client build's root, one subfolder per locale. */
export const LOCALE_STRINGS_DIR = 'assets/l10n'

/** What the browser build gives the server about its strings files. */
export interface LocaleStringsFiles {
  /** Chunk file (under the client build's root) → its strings file's name in every locale's folder. */
  readonly files: Readonly<Record<string, string>>
  /** Strings file's name → its source in each locale, for a page to carry its first load's inline. */
  readonly sources: Readonly<Record<string, Readonly<Record<string, string>>>>
}

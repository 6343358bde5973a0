// Where the browser build's strings files go (build/locale-strings.ts, decision 050). No
// Paraglide import here: vite.config.ts reads this file before Paraglide has compiled.

/** The global the strings files fill: locale → message name → message function. */
export const LOCALE_STRINGS_GLOBAL = '__nestwellStrings'

/** The folder of the strings files under the client build's root, one subfolder per locale. */
export const LOCALE_STRINGS_DIR = 'assets/l10n'

/** Chunk file (under the client build's root) → its strings file's name in every locale's folder. */
export type LocaleStringsFiles = Readonly<Record<string, string>>

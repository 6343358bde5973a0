// A message of the browser build (build/locale-strings.ts, decision 050): it holds no text of its
// own. The chunk that holds it imports a strings file with its text in one locale, which fills
// LOCALE_STRINGS_GLOBAL; a page loads only its own locale's files (its import map says which).
import { getLocale } from '../paraglide/runtime.js'
import { LOCALE_STRINGS_GLOBAL } from './locale-strings.ts'

type MessageFunction = (inputs: object) => string
type LoadedStrings = Record<string, Record<number, MessageFunction> | undefined>

/** The message of this key in `locale`, which the chunk that holds the message has loaded. */
export function localeString(locale: string, key: number): MessageFunction {
  const loaded = (globalThis as Record<string, unknown>)[LOCALE_STRINGS_GLOBAL] as LoadedStrings | undefined
  const message = loaded?.[locale]?.[key]
  if (message) return message
  // Only a page shown in a locale its import map did not load could get here: say so loudly.
  throw new Error(`The ${locale} strings of message ${key} are not loaded (build/locale-strings.ts)`)
}

/** The message function Paraglide's module exported, called the same way. */
export function localeMessage(key: number) {
  return (inputs: object = {}, options: { locale?: string } = {}) =>
    localeString(options.locale ?? getLocale(), key)(inputs)
}

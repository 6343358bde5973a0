// Visitor text, cleaned one way everywhere (form fields, procedure inputs, search params) before
// it is validated, stored, mailed or queried. No zod here: route search params use it too, and
// those are part of every page's first load.

// Control characters (NUL among them, which PostgreSQL cannot store) are dropped; tabs and line
// breaks stay for the free-text fields.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** PostgreSQL's `integer` (int4): ids and counts beyond it make the query fail. */
export const INT4_MAX = 2_147_483_647

/** The text without control characters (tabs and line breaks kept). */
export function cleanText(value: string): string {
  return value.replace(controlCharacters, '')
}

/** One line of text (a search, a name in an address bar): cleaned, blanks made one space, trimmed. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ').trim()
}

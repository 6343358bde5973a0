// Messages as the page shows them, read from the catalogues in messages/ (a test states what the
// visitor reads without going through the code under test).
type Catalogue = Record<string, string>

/** A reader of some catalogues: the message `key` in `locale`, its {placeholders} filled. */
export function messageReader<L extends string>(catalogues: Record<L, Catalogue>) {
  return (locale: L, key: string, params: Record<string, string | number> = {}): string => {
    const text = catalogues[locale][key]
    if (!text) throw new Error(`No message ${key} in ${locale}`)
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
  }
}

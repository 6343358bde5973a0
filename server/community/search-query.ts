// The visitor's search rewritten in a small, safe part of websearch_to_tsquery's syntax: words,
// "quoted phrases", `or`, and a single `-` before a word or phrase. PostgreSQL's parser fails
// on some raw input ("tsquery stack too small" on a long run of `-`, even with other marks in
// between): rebuilt from its words, no input can reach that.

const MAX_TERMS = 16
const MAX_PHRASE_WORDS = 8
// A negation is a `-` that starts a term (at the start or after a blank), right before it.
const TERM = /(?:(?<!\S)(-))?(?:"([^"]*)"?|([\p{L}\p{N}\p{M}]+))/gu
const WORD = /[\p{L}\p{N}\p{M}]+/gu

/** The query for websearch_to_tsquery, or '' when it holds no word to search for. */
export function webSearchQuery(text: string): string {
  const terms: string[] = []
  for (const match of text.matchAll(TERM)) {
    if (terms.length >= MAX_TERMS) break
    const [, minus, quoted, single] = match
    const negate = minus ? '-' : ''
    if (quoted !== undefined) {
      const words = quoted.match(WORD)?.slice(0, MAX_PHRASE_WORDS)
      if (words) terms.push(`${negate}"${words.join(' ')}"`)
    } else {
      // `or` joins two terms; at the start or end, or twice in a row, PostgreSQL ignores it.
      if (single) terms.push(!negate && single.toLowerCase() === 'or' ? 'or' : `${negate}${single}`)
    }
  }
  return terms.some((term) => term !== 'or') ? terms.join(' ') : ''
}

/**
 * The query without its accents (and ç), for the accent-free half of the posts' vectors. ñ stays:
 * it is a letter of its own in Spanish ("sueño" is not "sueno", a form of "sonar", nor "año" "ano").
 */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/([nN]\u0303)|\p{M}+/gu, (_, enye: string | undefined) => enye ?? '')
    .normalize('NFC')
}

/**
 * The query's words and phrases that are not negated, joined by `or` ('' when none): what a post
 * or one of its replies must hold for the post to be a candidate (found through the indexes).
 */
export function anyPositiveTerm(query: string): string {
  const terms: string[] = []
  for (const [term, minus] of query.matchAll(TERM)) {
    if (!minus && term.toLowerCase() !== 'or') terms.push(term)
  }
  return terms.join(' or ')
}

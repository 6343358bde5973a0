// The text-search vectors of community search, one text for the schema (generated column,
// indexes: migration 0006) and the queries, which must spell an index's expression exactly for
// PostgreSQL to use it. Decision 035.
//
// Each text is indexed twice: with the language's own configuration (its stemmer needs the
// accents: Spanish "dormí" and "dormir" share a stem only with them) and with a copy that
// removes accents first (`*_unaccent`, the unaccent extension), so that "mae" finds "mãe".
import type { Locale } from '../../core/i18n/locales.ts'

export const searchConfigs = {
  en: { plain: 'english', folded: 'english_unaccent' },
  es: { plain: 'spanish', folded: 'spanish_unaccent' },
  pt: { plain: 'portuguese', folded: 'portuguese_unaccent' },
} as const satisfies Record<Locale, { plain: string; folded: string }>

const byLocale = (pick: 'plain' | 'folded') =>
  `case locale when 'es' then '${searchConfigs.es[pick]}'::regconfig when 'pt' then '${searchConfigs.pt[pick]}'::regconfig else '${searchConfigs.en[pick]}'::regconfig end`

const postText = `coalesce(title, '') || ' ' || body`

/** posts.search: title and body, in the post's own language. */
export const postSearchVector = `to_tsvector(${byLocale('plain')}, ${postText}) || to_tsvector(${byLocale('folded')}, ${postText})`

/** A comment's vector in one language (comments have no locale: one index per language). */
export function commentSearchVector(locale: Locale, column = 'body'): string {
  const { plain, folded } = searchConfigs[locale]
  return `(to_tsvector('${plain}'::regconfig, ${column}) || to_tsvector('${folded}'::regconfig, ${column}))`
}

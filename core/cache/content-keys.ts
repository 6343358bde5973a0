// The words that name what a page shows: sent in its Surrogate-Key header, and published when
// that content changes (server/cache/content-changes.ts; docs/decisions/030 and 031). Here in
// core/ because route loaders declare them too.
import type { Locale } from '../i18n/locales.ts'

/** What a page shows, named for purging. Keys are ASCII tokens without spaces or commas. */
export type ContentKey =
  | 'site'
  | 'home'
  | 'partner'
  | 'community'
  | 'sitemap'
  | `locale:${Locale}`
  | `post:${string}`
  | `group:${string}`
  | `expert:${string}`
  | `member:${string}`
  | `week:${number}`
  | `document:${string}`

/** Spaces and commas separate keys in Surrogate-Key, xkey and Cache-Tag: a key holds neither. */
export function isContentKey(value: string): value is ContentKey {
  return /^[\x21-\x7e]{1,200}$/.test(value) && !value.includes(',')
}

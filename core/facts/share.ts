// The share image of a page (server/share/images.ts draws it): og:image of posts, experts and
// the week-by-week pages (slug `week-{n}`).
import type { Locale } from '../i18n/locales.ts'

export type ShareKind = 'post' | 'expert' | 'week'
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

export function shareImagePath(kind: ShareKind, slug: string, locale: Locale): string {
  return `/api/share/${kind}/${encodeURIComponent(slug)}.png?locale=${locale}`
}

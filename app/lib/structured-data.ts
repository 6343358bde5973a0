// JSON-LD every page kind shares (schema.org): the breadcrumb trail. URLs are absolute and
// localized.
import type { Locale } from '@core/i18n/locales'
import { absoluteUrl } from './seo'

export function breadcrumbList(
  siteUrl: string,
  locale: Locale,
  items: Array<{ name: string; path: string }>,
): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path, locale),
    })),
  }
}

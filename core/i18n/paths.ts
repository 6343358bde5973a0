// The one table of localized path words. Keys are the canonical (English) route paths of
// app/routes; app/lib/route-paths.ts makes a page route missing here, or a path here without a
// route, a type error.
import { type Locale, baseLocale, prefixOf } from './locales.ts'

type Translated = Record<Exclude<Locale, typeof baseLocale>, string>

export const localizedPaths = {
  '/': { es: '/', pt: '/' },
  '/community': { es: '/comunidad', pt: '/comunidade' },
  '/community/benefits': { es: '/comunidad/beneficios', pt: '/comunidade/beneficios' },
  '/community/search': { es: '/comunidad/buscar', pt: '/comunidade/pesquisar' },
  '/community/posts/$slug': {
    es: '/comunidad/publicaciones/$slug',
    pt: '/comunidade/publicacoes/$slug',
  },
  '/community/experts/$slug': {
    es: '/comunidad/expertos/$slug',
    pt: '/comunidade/especialistas/$slug',
  },
  '/community/guidelines': { es: '/comunidad/normas', pt: '/comunidade/regras' },
  '/partner-with-us': { es: '/asociate-con-nosotros', pt: '/parceiro-conosco' },
  '/tools/due-date': { es: '/herramientas/fecha-de-parto', pt: '/ferramentas/data-do-parto' },
  '/tools/ovulation': { es: '/herramientas/ovulacion', pt: '/ferramentas/ovulacao' },
  '/pregnancy': { es: '/embarazo', pt: '/gravidez' },
  '/cycle': { es: '/ciclo', pt: '/ciclo' },
  '/baby': { es: '/bebe', pt: '/bebe' },
  '/baby/month-{$month}': { es: '/bebe/mes-{$month}', pt: '/bebe/mes-{$month}' },
  // A parameter inside a segment: `{$week}` after a fixed prefix (TanStack Router's syntax).
  '/pregnancy/week-{$week}': { es: '/embarazo/semana-{$week}', pt: '/gravidez/semana-{$week}' },
  '/editorial-policy': { es: '/politica-editorial', pt: '/politica-editorial' },
  '/accessibility': { es: '/accesibilidad', pt: '/acessibilidade' },
  '/terms-of-use': { es: '/terms-of-use', pt: '/terms-of-use' },
  '/refund-policy': { es: '/refund-policy', pt: '/refund-policy' },
  '/privacy-policy': { es: '/privacy-policy', pt: '/privacy-policy' },
  '/data-revocation': { es: '/data-revocation', pt: '/data-revocation' },
  '/terms-of-use-community': { es: '/terms-of-use-community', pt: '/terms-of-use-community' },
  '/$slug': { es: '/$slug', pt: '/$slug' },
} as const satisfies Record<string, Translated>

export type CanonicalPath = keyof typeof localizedPaths

/** A canonical route path written for a locale, prefix included (`$slug` kept as is). */
export function localizedPattern(path: CanonicalPath, locale: Locale): string {
  if (locale === baseLocale) return path
  const words = localizedPaths[path][locale]
  return words === '/' ? prefixOf(locale) : `${prefixOf(locale)}${words}`
}

/** A route parameter in a path: `$slug` (a whole segment) or `{$week}` (inside one). */
export const routeParam = /\{\$([A-Za-z]+)\}|\$([A-Za-z]+)/g

/** URLPattern syntax (`:slug`, `week-:week`) for Paraglide's urlPatterns. */
export function toUrlPattern(path: string): string {
  return path.replace(routeParam, (_, inner?: string, whole?: string) => `:${inner ?? whole}`)
}

/**
 * The Atom feeds (decision 039) follow a section: its localized path and `/feed.xml`
 * (`/es/comunidad/feed.xml`). Not entries of the table: every entry ships in every page's
 * JavaScript (Paraglide's URL patterns, the route tree), and a feed is no page of the router's.
 */
export const feedSections = ['/community', '/pregnancy', '/baby'] as const satisfies readonly CanonicalPath[]
export type FeedSection = (typeof feedSections)[number]
export const FEED_FILE = '/feed.xml'

export function feedPath(section: FeedSection, locale: Locale): string {
  return `${localizedPattern(section, locale)}${FEED_FILE}`
}

// Redirects decided before the app runs: trailing slashes, legacy paths and the root cookie.
// Every Location is built from known path pieces, so no request can send a visitor off-site.
import { isCrawler } from '../../core/http/bots.ts'
import { readCookie } from '../../core/http/cookies.ts'
import { LOCALE_COOKIE, type Locale, baseLocale, isLocale, prefixOf } from '../../core/i18n/locales.ts'
import { pathLocale } from './request-locale.ts'

export interface Redirect {
  status: 301 | 302
  location: string
}

const languageCodes: Record<string, Locale> = {
  en: 'en',
  us: 'en',
  es: 'es',
  esp: 'es',
  mx: 'es',
  pt: 'pt',
  br: 'pt',
}

type LegacyTarget = (prefixLocale: Locale, code?: string) => string | null

const legacy: Array<[RegExp, LegacyTarget]> = [
  [/^\/data_revocation$/, (l) => `${prefixOf(l)}/data-revocation`],
  [/^\/refund_policy$/, (l) => `${prefixOf(l)}/refund-policy`],
  [/^\/community\/terms$/, (l) => `${prefixOf(l)}/terms-of-use-community`],
  [/^\/null$/, (l) => prefixOf(l) || '/'],
  [/^\/privacy_policy\/(en|es|pt)$/, (_, c) => localized(c, '/privacy-policy')],
  [/^\/termsofuse\/(en|esp|pt)$/, (_, c) => localized(c, '/terms-of-use')],
  [/^\/terms\/(en|us|br|mx)$/, (_, c) => localized(c, '/terms-of-use')],
  [/^\/data_processing\/(en|br|mx)$/, (_, c) => localized(c, '/data-processing')],
  [/^\/sitemap\.xml$/, (l) => (l === 'en' ? null : '/sitemap.xml')],
]

function localized(code: string | undefined, path: string): string | null {
  const locale = code ? languageCodes[code] : undefined
  return locale ? `${prefixOf(locale)}${path}` : null
}

export function resolveRedirect(url: URL, headers: Headers): Redirect | null {
  const path = url.pathname
  if (path.startsWith('/api/')) return null

  // Collapsed and without its trailing slash: `//evil.example/` must never become a
  // protocol-relative Location.
  const normalized = `/${path.split('/').filter(Boolean).join('/')}`
  if (normalized !== path) {
    return { status: 301, location: normalized + url.search }
  }

  // English has no prefix: an `/en/…` path is matched whole, as any other unprefixed path.
  const locale = pathLocale(path) ?? baseLocale
  const rest = path.slice(prefixOf(locale).length) || '/'
  for (const [pattern, target] of legacy) {
    const match = pattern.exec(rest)
    if (!match) continue
    const location = target(locale, match[1])
    if (location) return { status: 301, location: location + url.search }
  }

  // The bare root follows the cookie alone, not requestLocale (whose x-locale header is tRPC's):
  // this rule decides a page's locale, with Paraglide's middleware (decision 043).
  if (path === '/') {
    const preferred = readCookie(headers.get('cookie'), LOCALE_COOKIE)
    if (isLocale(preferred) && preferred !== 'en' && !isCrawler(headers.get('user-agent'))) {
      return { status: 302, location: prefixOf(preferred) + url.search }
    }
  }
  return null
}

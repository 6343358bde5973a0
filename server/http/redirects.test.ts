import { describe, expect, it } from 'vitest'
import { resolveRedirect } from './redirects.ts'

const at = (path: string, headers: Record<string, string> = {}) =>
  resolveRedirect(new URL(`http://localhost${path}`), new Headers(headers))

describe('resolveRedirect', () => {
  it('maps every legacy path under every prefix', () => {
    const cases: Array<[string, string]> = [
      ['/data_revocation', '/data-revocation'],
      ['/es/data_revocation', '/es/data-revocation'],
      ['/pt/refund_policy', '/pt/refund-policy'],
      ['/privacy_policy/es', '/es/privacy-policy'],
      ['/pt/privacy_policy/en', '/privacy-policy'],
      ['/termsofuse/esp', '/es/terms-of-use'],
      ['/termsofuse/pt', '/pt/terms-of-use'],
      ['/es/community/terms', '/es/terms-of-use-community'],
      ['/terms/us', '/terms-of-use'],
      ['/terms/br', '/pt/terms-of-use'],
      ['/es/terms/mx', '/es/terms-of-use'],
      ['/data_processing/br', '/pt/data-processing'],
      ['/data_processing/mx', '/es/data-processing'],
      ['/null', '/'],
      ['/es/null', '/es'],
      ['/es/sitemap.xml', '/sitemap.xml'],
      ['/pt/sitemap.xml', '/sitemap.xml'],
    ]
    for (const [from, to] of cases) {
      expect(at(from), from).toEqual({ status: 301, location: to })
    }
  })

  it('leaves real pages, the sitemap and the API alone', () => {
    const paths = [
      '/',
      '/es',
      '/community',
      '/sitemap.xml',
      '/api/trpc/x',
      '/terms/de',
      '/en/null',
      '/esx/null',
    ]
    for (const path of paths) {
      expect(at(path), path).toBeNull()
    }
  })

  it('strips trailing and repeated slashes without leaving the site', () => {
    expect(at('/community/')).toEqual({ status: 301, location: '/community' })
    expect(at('//evil.example/')).toEqual({ status: 301, location: '/evil.example' })
    expect(at('/es/?q=1')).toEqual({ status: 301, location: '/es?q=1' })
  })

  it('sends the bare root to the cookie locale, except for crawlers', () => {
    expect(at('/', { cookie: 'i18n_locale=pt' })).toEqual({ status: 302, location: '/pt' })
    expect(at('/', { cookie: 'a=b; i18n_locale=es' })).toEqual({ status: 302, location: '/es' })
    expect(at('/', { cookie: 'i18n_locale=en' })).toBeNull()
    expect(at('/', { cookie: 'i18n_locale=xx' })).toBeNull()
    expect(
      at('/', { cookie: 'i18n_locale=es', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
    ).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapUrls, sitemapXml, staticSitemapPaths } from './sitemap.ts'
import { localizedPaths } from '../../core/i18n/paths.ts'

const input = {
  siteUrl: 'https://nestwell.example',
  posts: [
    { slug: 'first-kicks', locale: 'en' as const, createdAt: '2026-09-01T10:00:00.000Z' },
    { slug: 'primeras-pataditas', locale: 'es' as const, createdAt: '2026-09-02T10:00:00.000Z' },
  ],
  experts: ['dr-ana-silva'],
  legalUpdated: {
    'terms-of-use': { en: '2026-10-01', es: '2026-10-02' },
    'cookie-policy': { pt: '2026-10-03' },
    'community/guidelines': { es: '2026-11-20' },
  },
  weeks: [{ week: 12, reviewedOn: { en: '2026-09-14', es: '2026-09-20' } }],
  months: [{ month: 7, reviewedOn: { en: '2026-11-27', es: '2026-11-27', pt: '2026-11-28' } }],
}

describe('sitemap', () => {
  const urls = sitemapUrls(input)
  const byLoc = new Map(urls.map((u) => [u.loc, u]))

  it('lists every static page in every locale with the same alternates', () => {
    // Test pages are no routes of the product (decision 042): not in the table, not in the sitemap.
    expect(Object.keys(localizedPaths).filter((path) => path.startsWith('/test'))).toEqual([])
    expect(staticSitemapPaths().filter((path) => path.startsWith('/test'))).toEqual([])
    expect(staticSitemapPaths()).toContain('/partner-with-us')
    const partner = byLoc.get('https://nestwell.example/es/asociate-con-nosotros')!
    expect(partner.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://nestwell.example/partner-with-us' },
      { hreflang: 'es-ES', href: 'https://nestwell.example/es/asociate-con-nosotros' },
      { hreflang: 'pt-PT', href: 'https://nestwell.example/pt/parceiro-conosco' },
      { hreflang: 'x-default', href: 'https://nestwell.example/partner-with-us' },
    ])
    expect(byLoc.get('https://nestwell.example/')).toBeDefined()
    expect(byLoc.get('https://nestwell.example/pt')).toBeDefined()
  })

  it('lists the week-by-week pages in every locale with their review day, and the policies', () => {
    const week = byLoc.get('https://nestwell.example/es/embarazo/semana-12')!
    expect(week.lastmod).toBe('2026-09-20')
    expect(week.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://nestwell.example/pregnancy/week-12' },
      { hreflang: 'es-ES', href: 'https://nestwell.example/es/embarazo/semana-12' },
      { hreflang: 'pt-PT', href: 'https://nestwell.example/pt/gravidez/semana-12' },
      { hreflang: 'x-default', href: 'https://nestwell.example/pregnancy/week-12' },
    ])
    expect(byLoc.get('https://nestwell.example/pt/gravidez/semana-12')?.lastmod).toBeUndefined()
    expect(byLoc.get('https://nestwell.example/pt/gravidez')).toBeDefined()
    expect(byLoc.get('https://nestwell.example/es/comunidad/normas')?.lastmod).toBe('2026-11-20')
    expect(byLoc.get('https://nestwell.example/pt/politica-editorial')).toBeDefined()
    expect(urls.some((u) => u.loc.includes('{') || u.loc.includes('$'))).toBe(false)
  })

  it('lists the baby months in every locale with their review day', () => {
    const month = byLoc.get('https://nestwell.example/pt/bebe/mes-7')!
    expect(month.lastmod).toBe('2026-11-28')
    expect(month.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://nestwell.example/baby/month-7' },
      { hreflang: 'es-ES', href: 'https://nestwell.example/es/bebe/mes-7' },
      { hreflang: 'pt-PT', href: 'https://nestwell.example/pt/bebe/mes-7' },
      { hreflang: 'x-default', href: 'https://nestwell.example/baby/month-7' },
    ])
    expect(byLoc.get('https://nestwell.example/es/bebe')).toBeDefined()
  })

  it('lists legal documents served by /$slug, with their last-updated day', () => {
    expect(byLoc.get('https://nestwell.example/pt/cookie-policy')?.lastmod).toBe('2026-10-03')
    expect(byLoc.get('https://nestwell.example/es/terms-of-use')?.lastmod).toBe('2026-10-02')
    expect(byLoc.get('https://nestwell.example/data-processing')).toBeDefined()
  })

  it('lists experts in every locale and posts only at their content locale', () => {
    for (const path of ['/community/experts/', '/es/comunidad/expertos/', '/pt/comunidade/especialistas/'])
      expect(byLoc.has(`https://nestwell.example${path}dr-ana-silva`)).toBe(true)
    const post = byLoc.get('https://nestwell.example/es/comunidad/publicaciones/primeras-pataditas')!
    expect(post.lastmod).toBe('2026-09-02')
    expect(post.alternates).toEqual([
      { hreflang: 'es-ES', href: post.loc },
      { hreflang: 'x-default', href: post.loc },
    ])
    expect(urls.filter((u) => u.loc.includes('primeras-pataditas'))).toHaveLength(1)
  })

  it('writes escaped XML with the xhtml namespace', () => {
    const xml = sitemapXml([{ loc: 'https://x.example/a?b=1&c=2', alternates: [] }])
    expect(xml).toContain('<loc>https://x.example/a?b=1&amp;c=2</loc>')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('robots.txt points at the sitemap and keeps crawlers out of the API', () => {
    expect(robotsTxt('https://nestwell.example')).toContain('Sitemap: https://nestwell.example/sitemap.xml')
    expect(robotsTxt('https://nestwell.example')).toMatch(/^Disallow: \/api\/$/m)
  })
})

// sitemap.xml as production serves it (the seeded database): every URL it lists is a page of a
// route file that production serves, in its locale's words.
import { existsSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales'
import { type CanonicalPath, localizedPaths, localizedPattern, routeParam } from '../../core/i18n/paths'
import { isLegalSlug } from '../../core/facts/legal'
import { parseWeekParam } from '../../core/pregnancy/weeks'
import { db } from '../../server/db/client'
import { env } from '../../server/env'
import { sitemapResponse } from '../../server/seo/handlers'

// Migrations and seed take a while on a busy machine: not in the test's time.
beforeAll(async () => {
  await db()
})

/** The route file of a canonical path (TanStack's file-based routing). */
function routeFile(path: CanonicalPath): string {
  const base = `app/routes${path === '/' ? '' : path}`
  return [`${base}.tsx`, `${base}/index.tsx`].find((file) => existsSync(file)) ?? `${base}.tsx`
}

/** Which route (and parameters) a path of the sitemap is, static routes before patterns. */
function resolve(pathname: string) {
  const candidates = locales.flatMap((locale) =>
    (Object.keys(localizedPaths) as CanonicalPath[]).map((route) => ({ route, locale })),
  )
  candidates.sort((a, b) => Number(a.route.includes('$')) - Number(b.route.includes('$')))
  for (const { route, locale } of candidates) {
    // A parameter is a whole segment (`$slug`) or follows a prefix inside one (`week-{$week}`).
    const pattern = localizedPattern(route, locale)
      .replace(routeParam, '\uE000')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\uE000/g, '([^/]+)')
    const match = new RegExp(`^${pattern}$`).exec(pathname)
    if (match) return { route, locale, params: match.slice(1).map(decodeURIComponent) }
  }
  return undefined
}

describe('sitemap.xml in production', () => {
  it('lists only pages that production serves', async () => {
    // Test pages are no routes and no paths of the product (decision 042).
    expect(Object.keys(localizedPaths).filter((path) => path.startsWith('/test'))).toEqual([])
    const response = await sitemapResponse()
    expect(response.status).toBe(200)
    const xml = await response.text()
    const siteUrl = env().PUBLIC_SITE_URL.replace(/\/$/, '')
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!)
    expect(locs.length).toBeGreaterThan(30)

    for (const loc of locs) {
      expect(loc.startsWith(siteUrl), loc).toBe(true)
      const pathname = new URL(loc).pathname
      const resolved = resolve(pathname)
      expect(resolved, `${loc} is no route`).toBeDefined()
      const file = routeFile(resolved!.route)
      expect(existsSync(file), `${loc}: ${file}`).toBe(true)
      // No page for the browser suite (they were gated on a test flag before decision 042).
      expect(readFileSync(file, 'utf8'), `${loc} (${file}) is a test route`).not.toMatch(
        /browser suite|test-only/i,
      )
      if (resolved!.route === '/$slug') expect(isLegalSlug(resolved!.params[0]!), loc).toBe(true)
      if (resolved!.route === '/pregnancy/week-{$week}')
        expect(parseWeekParam(resolved!.params[0]!), loc).not.toBeNull()
    }
    for (const prefix of ['', '/es', '/pt']) {
      for (const page of ['/test-platform', '/test-error'])
        expect(locs).not.toContain(`${siteUrl}${prefix}${page}`)
    }
    // The pages a visitor reaches are all there.
    for (const path of [
      '/',
      '/es',
      '/pt/parceiro-conosco',
      '/es/data-revocation',
      '/pt/comunidade',
      '/es/embarazo/semana-12',
      '/pregnancy/week-40',
      '/pt/gravidez',
      '/es/politica-editorial',
      '/pt/comunidade/regras',
    ]) {
      expect(locs, path).toContain(`${siteUrl}${path}`)
    }
  })
})

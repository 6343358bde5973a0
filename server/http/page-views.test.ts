// What counts as a page view: the rules, one by one, on the answers the server entry gives.
import { beforeAll, describe, expect, it } from 'vitest'
import { OTHER_ROUTE, isPageTemplate, pageViewOf, setPageRoutes } from './page-views.ts'

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const site = 'http://localhost:3000'

function view(
  path: string,
  route: string,
  options: { method?: string; headers?: Record<string, string>; status?: number; type?: string } = {},
) {
  const request = {
    method: options.method ?? 'GET',
    headers: new Headers({ 'user-agent': BROWSER, 'sec-fetch-dest': 'document', ...options.headers }),
  }
  const response = {
    status: options.status ?? 200,
    headers: new Headers({ 'content-type': options.type ?? 'text/html; charset=utf-8' }),
  }
  return pageViewOf(request, new URL(path, site), response, route)
}

beforeAll(() => {
  setPageRoutes(['/', '/community', '/community/posts/$slug', '/api/trpc/$', '/sitemap.xml'])
})

describe('a page view', () => {
  it('is a 200 page to a browser’s GET, by route template and the URL’s locale', () => {
    expect(view('/community/posts/sleep-at-week-20', '/community/posts/$slug')).toEqual({
      route: '/community/posts/$slug',
      locale: 'en',
    })
    expect(view('/es/comunidad', '/community')).toEqual({ route: '/community', locale: 'es' })
    expect(view('/pt', '/')).toEqual({ route: '/', locale: 'pt' })
    // Older browsers send no Sec-Fetch-* headers.
    expect(view('/es', '/', { headers: { 'sec-fetch-dest': '' } })).toEqual({ route: '/', locale: 'es' })
  })

  it('names a template the route tree does not list `other`, never the path', () => {
    expect(view('/tools/due-date', '/tools/due-date')).toEqual({ route: OTHER_ROUTE, locale: 'en' })
  })

  it('is not HEAD, another method, or any status but 200', () => {
    expect(view('/community', '/community', { method: 'HEAD' })).toBeNull()
    expect(view('/community', '/community', { method: 'POST' })).toBeNull()
    expect(view('/community/posts/gone', '/community/posts/$slug', { status: 404 })).toBeNull()
    expect(view('/community/posts/gone', '/community/posts/$slug', { status: 410 })).toBeNull()
    expect(view('/community', '/community', { status: 500 })).toBeNull()
    expect(view('/community', '/community', { status: 304 })).toBeNull()
  })

  it('is not an API answer, a file route or anything but HTML', () => {
    expect(view('/api/trpc/community.listPosts', '/api/trpc/$', { type: 'application/json' })).toBeNull()
    expect(view('/api/trpc/community.listPosts', '/api/trpc/$')).toBeNull()
    expect(view('/sitemap.xml', '/sitemap.xml', { type: 'application/xml' })).toBeNull()
    expect(view('/sitemap.xml', '/sitemap.xml')).toBeNull()
    expect(view('/community', '/community', { type: 'text/plain' })).toBeNull()
    expect(isPageTemplate('/api')).toBe(false)
    expect(isPageTemplate('/media-kit.pdf')).toBe(false)
    expect(isPageTemplate('unmatched')).toBe(false)
  })

  it('is not a prefetch or prerender', () => {
    for (const [name, value] of [
      ['sec-purpose', 'prefetch'],
      ['sec-purpose', 'prefetch;prerender'],
      ['purpose', 'prefetch'],
      ['x-purpose', 'preview'],
      ['x-moz', 'prefetch'],
    ] as const) {
      expect(view('/community', '/community', { headers: { [name]: value } }), `${name}: ${value}`).toBeNull()
    }
  })

  it('is not a fetch or a frame of the page (Sec-Fetch-Dest other than document)', () => {
    expect(view('/community', '/community', { headers: { 'sec-fetch-dest': 'empty' } })).toBeNull()
    expect(view('/community', '/community', { headers: { 'sec-fetch-dest': 'iframe' } })).toBeNull()
  })

  it('is not a crawler’s, nor a request without a user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      'node',
      '',
    ]) {
      expect(view('/community', '/community', { headers: { 'user-agent': agent } }), agent).toBeNull()
    }
  })
})

// The files that let the apps open the site's links (decision 037): Apple's
// apple-app-site-association (universal links) and Android's assetlinks.json (App Links), built
// from the environment. A file whose variables are unset is not served: the request goes on to
// the ordinary 404 page.
import { locales } from '../../core/i18n/locales.ts'
import { type CanonicalPath, localizedPattern, routeParam } from '../../core/i18n/paths.ts'
import { surrogateKeyValue } from '../cache/surrogate-keys.ts'
import type { Env } from '../env.ts'
import { cachePolicy } from '../http/cache-policy.ts'
import { refusal } from '../http/refusals.ts'

export const AASA_PATH = '/.well-known/apple-app-site-association'
export const ASSET_LINKS_PATH = '/.well-known/assetlinks.json'

/**
 * The pages the app shows too, by the route that renders them on the site. The community's groups
 * have no page on the site yet, so no group URL exists to open in the app.
 */
export const deepLinkRoutes = {
  post: '/community/posts/$slug',
  week: '/pregnancy/week-{$week}',
  month: '/baby/month-{$month}',
} as const satisfies Record<string, CanonicalPath>

/** A route in a locale as Apple's pattern: each parameter becomes `*` (`/es/embarazo/semana-*`). */
export function appPattern(route: CanonicalPath, locale: (typeof locales)[number]): string {
  return localizedPattern(route, locale).replace(routeParam, '*')
}

/** Every deep-link pattern: each route in each locale. */
export function deepLinkPatterns(): Array<{ kind: keyof typeof deepLinkRoutes; pattern: string }> {
  return Object.entries(deepLinkRoutes).flatMap(([kind, route]) =>
    locales.map((locale) => ({
      kind: kind as keyof typeof deepLinkRoutes,
      pattern: appPattern(route, locale),
    })),
  )
}

/** Apple's current format (iOS 13+): `applinks.details[]` with `appIDs` and `components`. */
export function appleAppSiteAssociation(iosAppId: string) {
  return {
    applinks: {
      details: [
        {
          appIDs: [iosAppId],
          components: deepLinkPatterns().map(({ kind, pattern }) => ({ '/': pattern, comment: kind })),
        },
      ],
    },
  }
}

/** Android's Digital Asset Links statement: the app may open every URL of this site it declares. */
export function assetLinks(androidPackage: string, fingerprints: readonly string[]) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: androidPackage,
        sha256_cert_fingerprints: [...fingerprints],
      },
    },
  ]
}

/** The JSON of a path, or null when it is no app-link file or its variables are unset. */
export function appLinksBody(
  pathname: string,
  e: Pick<Env, 'IOS_APP_ID' | 'ANDROID_PACKAGE' | 'ANDROID_CERT_SHA256'>,
): string | null {
  if (pathname === AASA_PATH && e.IOS_APP_ID) return JSON.stringify(appleAppSiteAssociation(e.IOS_APP_ID))
  if (pathname === ASSET_LINKS_PATH && e.ANDROID_PACKAGE && e.ANDROID_CERT_SHA256)
    return JSON.stringify(assetLinks(e.ANDROID_PACKAGE, e.ANDROID_CERT_SHA256))
  return null
}

/**
 * The answer for an app-link file, or null (not one, or not configured: the caller renders the
 * 404 page). application/json at the exact path, never a redirect: Apple's CDN follows none.
 * Shared caches keep it like a fixed-name file (it changes only with a deploy), keyed `site`.
 */
export function appLinksResponse(request: Request, url: URL, e: Env): Response | null {
  const body = appLinksBody(url.pathname, e)
  if (body === null) return null
  const allow = 'GET, HEAD'
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: { allow, 'cache-control': cachePolicy.private } })
  if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405, request, url, { allow })
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': cachePolicy.publicFile,
      'surrogate-key': surrogateKeyValue([]),
    },
  })
}

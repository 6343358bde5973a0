// The table of localized paths (core/i18n/paths.ts) and the route files must name the same
// pages: a route without translated words, or words without a route, fails type checking here.
import type { CanonicalPath } from '@core/i18n/paths'
import type { FileRoutesByTo } from '~/routeTree.gen'

// Server routes that answer files, not pages, have no localized words.
type FileRoute = `/api/${string}` | '/sitemap.xml' | '/robots.txt' | '/media-kit.pdf'
type PagePath = Exclude<keyof FileRoutesByTo, FileRoute>

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const routesMatchLocalizedPaths: Same<PagePath, CanonicalPath> = true

// Paraglide's compiler options, shared by the Vite plugin and scripts/paraglide-compile.ts.
import type { CompilerOptions } from '@inlang/paraglide-js'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, baseLocale, locales } from './locales.ts'
import { type CanonicalPath, localizedPaths, localizedPattern, toUrlPattern } from './paths.ts'

// Specific patterns first, the catch-all last; in each list the unprefixed base locale last.
const nonBase = locales.filter((l) => l !== baseLocale)
const catchAll = '/:path(.*)?'
const urlPatterns = [
  ...(Object.keys(localizedPaths) as CanonicalPath[])
    .filter((path) => path !== '/$slug')
    .map((path) => ({
      pattern: toUrlPattern(path),
      localized: [
        ...nonBase.map((l) => [l, toUrlPattern(localizedPattern(path, l))] as [string, string]),
        [baseLocale, toUrlPattern(path)] as [string, string],
      ],
    })),
  {
    pattern: catchAll,
    localized: [
      ...nonBase.map((l) => [l, `/${l}${catchAll}`] as [string, string]),
      [baseLocale, catchAll] as [string, string],
    ],
  },
]

export const paraglideOptions: CompilerOptions = {
  project: './project.inlang',
  outdir: './core/paraglide',
  outputStructure: 'message-modules',
  strategy: ['url', 'cookie', 'baseLocale'],
  cookieName: LOCALE_COOKIE,
  cookieMaxAge: LOCALE_COOKIE_MAX_AGE,
  urlPatterns,
  routeStrategies: [{ match: '/api/:path(.*)?', exclude: true }],
}

// Which methods a path serves and which route template it is, answered by the route tree as
// Start matches it: after Paraglide takes the locale off the path. The router is built by the
// server entry (server/ never imports app/'s route tree) and only matches paths.
import type { AnyRouter } from '@tanstack/react-router'
import { boundedMemo } from '../../core/bounded-memo.ts'
import { deLocalizeUrl } from '../../core/paraglide/runtime.js'
import { setRoute } from '../ops/observe.ts'
import { allowedMethods, routeMethodsOf } from './methods.ts'
import { setPageRoutes } from './page-views.ts'

export interface RouteAnswer {
  /** The methods the path serves, or null when any method reaches the app (a page). */
  methods: string[] | null
  /** The route template: the log's, the metrics' and the page views' label. */
  route: string
}

type MatchedRoute = NonNullable<ReturnType<AnyRouter['getMatchedRoutes']>[2]>
const templateOf = (route: MatchedRoute) => route.fullPath.replace(/(.)\/$/, '$1')

/**
 * Paraglide's matching costs most of a millisecond, so each path's answer is remembered
 * (bounded: paths come from visitors), and a hit pays a map lookup. The answer's template is set
 * as the request's route.
 */
export function routeMatcher(createRouter: () => AnyRouter): (url: URL) => RouteAnswer {
  let router: AnyRouter | undefined
  const remember = boundedMemo<RouteAnswer>(5000)

  function match(url: URL): RouteAnswer {
    if (!router) {
      router = createRouter()
      // The page views' route labels: the templates of the routes that render a page.
      setPageRoutes(
        Object.values(router.routesById as Record<string, MatchedRoute>)
          .filter((route) => route.id !== '__root__' && routeMethodsOf(route, true).page)
          .map(templateOf),
      )
    }
    let pathname = url.pathname
    try {
      pathname = deLocalizeUrl(url).pathname
    } catch {
      // Paraglide cannot rebuild some hostile paths (`///:7%/`): matched as they are, a page.
    }
    const [, params, route] = router.getMatchedRoutes(pathname)
    const methods = allowedMethods(routeMethodsOf(route, params['**'] === undefined))
    const template = route && route.id !== '__root__' ? templateOf(route) : 'unmatched'
    return { methods, route: template }
  }

  return (url) => {
    const answer = remember(url.pathname, () => match(url))
    setRoute(answer.route)
    return answer
  }
}

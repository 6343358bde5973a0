// Which HTTP methods a path serves. Pages answer GET and HEAD; a route with server handlers
// answers its handlers' methods (HEAD wherever GET is, as TanStack Start does). OPTIONS is
// answered everywhere with the list and no CORS headers, so a cross-origin preflight fails.

/** What the route tree says about a path: its server handlers' methods, and whether it is a page. */
export interface RouteMethods {
  handlers: readonly string[]
  page: boolean
}

/** The methods a path serves, in the order of an Allow header; null when any method is served. */
export function allowedMethods(route: RouteMethods): string[] | null {
  const handlers = route.handlers.map((method) => method.toUpperCase())
  if (handlers.includes('ANY')) return null
  const allowed = new Set(handlers)
  if (route.page) {
    allowed.add('GET')
  }
  if (allowed.has('GET')) allowed.add('HEAD')
  allowed.add('OPTIONS')
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
  return [...allowed].sort((a, b) => rank(order, a) - rank(order, b))
}

function rank(order: string[], method: string): number {
  const index = order.indexOf(method)
  return index === -1 ? order.length : index
}

/** The route tree's answer for a path: a matched route with handlers, or a page (404s included). */
export function routeMethodsOf(
  route: { options: { server?: { handlers?: unknown }; component?: unknown } } | undefined,
  exact: boolean,
): RouteMethods {
  const handlers = exact ? route?.options.server?.handlers : undefined
  if (!handlers) return { handlers: [], page: true }
  const table =
    typeof handlers === 'function'
      ? (handlers as (helpers: { createHandlers: <T>(d: T) => T }) => object)({ createHandlers: (d) => d })
      : (handlers as object)
  return { handlers: Object.keys(table), page: Boolean(route?.options.component) }
}

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

function connectionOf(nav: Navigator | undefined): NetworkInformationLike | undefined {
  return (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection
}

/** Prefetch visible links unless the visitor saves data or is on a slow connection. */
export function shouldPrefetch(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = connectionOf(nav)
  if (!connection) return true
  if (connection.saveData) return false
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '')
}

interface RouterLike {
  preloadRoute: (...args: never[]) => Promise<unknown>
}

const installed = new WeakSet<object>()
/**
 * The connection can change while the page is open (data saver switched on, a train enters a
 * tunnel): links keep watching the viewport, and each prefetch asks the connection at the
 * moment it would start.
 */
export function installPrefetchPolicy(router: RouterLike) {
  if (installed.has(router)) return
  installed.add(router)
  const preload = router.preloadRoute.bind(router) as (...args: unknown[]) => Promise<unknown>
  router.preloadRoute = ((...args: unknown[]) =>
    shouldPrefetch() ? preload(...args) : Promise.resolve(undefined)) as RouterLike['preloadRoute']
}

// A code chunk that fails to load (a deploy removed it, or the network dropped) reloads the
// page, at most once per 10 s for the same path (spec §8/§9); after that the error page shows.

export const RELOAD_GUARD_MS = 10_000
const GUARD_PREFIX = 'nw:chunk-reload:'

const chunkErrorPatterns = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

export function isChunkLoadError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && chunkErrorPatterns.some((pattern) => message.includes(pattern))
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/** True (and remembered) when this path has not been reloaded in the last 10 s. */
export function claimReload(path: string, storage: GuardStorage, now = Date.now()): boolean {
  const key = GUARD_PREFIX + path
  try {
    const last = Number(storage.getItem(key))
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false
    storage.setItem(key, String(now))
    return true
  } catch {
    // Without storage there is no guard, so no automatic reload (a loop would be worse).
    return false
  }
}

let reloading = false
const declined = new Set<string>()

/**
 * Reloads the current page when the guard allows it. Returns whether a reload is under way;
 * when it is not, the error page shows.
 */
export function recoverFromChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  if (reloading) return true
  const message = (error as { message: string }).message
  if (declined.has(message)) return false
  // TanStack Router reloads once per session for the same error by itself: this guard
  // decides instead, so there is one reload, not two racing ones.
  try {
    window.sessionStorage.setItem(`tanstack_router_reload:${message}`, '1')
  } catch {
    // ignore
  }
  const path = window.location.pathname
  if (claimReload(path, window.sessionStorage)) {
    reloading = true
    console.warn('[platform] a code chunk failed to load; reloading', path)
    window.location.reload()
    return true
  }
  declined.add(message)
  console.error('[platform] a code chunk failed to load again; showing the error page:', message)
  return false
}

interface RouterLike {
  state: { status: string; resolvedLocation?: unknown }
}

let installed = false
/**
 * Listens for Vite's preload errors. A failure while the router navigates (or hydrates) is the
 * page the visitor asked for: reload. A failure of a background prefetch (router idle) is
 * ignored: the navigation, if it comes, retries and lands here.
 */
export function installChunkRecovery(router: RouterLike) {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    const navigating = router.state.status === 'pending' || !router.state.resolvedLocation
    if (!navigating) return
    recoverFromChunkError(error)
  })
}

// Polls the server's build id (hourly, spec §4/§9). Once it differs from the running code's,
// the next navigation is a full page load, so the visitor gets the new build between pages
// instead of a broken chunk in the middle of one.
import { BUILD_ENDPOINT, BUILD_ID } from './build-info'

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
/** localStorage key that shortens the interval (tests, or someone checking a deploy). */
export const BUILD_CHECK_OVERRIDE_KEY = 'nw:build-check-ms'
const MIN_OVERRIDE_MS = 500

export function buildCheckInterval(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const override = Number(storage?.getItem(BUILD_CHECK_OVERRIDE_KEY))
    if (Number.isFinite(override) && override >= MIN_OVERRIDE_MS) return override
  } catch {
    // storage blocked: the default applies
  }
  return BUILD_CHECK_INTERVAL_MS
}

/** The latest build id published by the server, or undefined when it cannot be read. */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher(BUILD_ENDPOINT, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { id?: unknown }
    return typeof body.id === 'string' && body.id ? body.id : undefined
  } catch {
    return undefined
  }
}

interface NavigationEvent {
  hrefChanged: boolean
  toLocation: { publicHref: string; href: string }
}
interface RouterLike {
  subscribe(event: 'onBeforeNavigate', listener: (event: NavigationEvent) => void): () => void
}

let installed = false
let outdated = false

export function isOutdated(): boolean {
  return outdated
}

/** Browser only, once per page: starts the checks and turns navigations into full loads when outdated. */
export function installBuildUpdates(router: RouterLike) {
  if (installed || typeof window === 'undefined') return
  installed = true
  const interval = buildCheckInterval(window.localStorage)
  let lastCheck = Date.now()
  let timer: ReturnType<typeof setInterval> | undefined

  const check = async () => {
    lastCheck = Date.now()
    const latest = await fetchLatestBuildId()
    if (latest && latest !== BUILD_ID) {
      outdated = true
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }
  // Background tabs throttle timers: check again when the tab comes back after a long while.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= interval) void check()
  }
  timer = setInterval(() => void check(), interval)
  document.addEventListener('visibilitychange', onVisible)

  router.subscribe('onBeforeNavigate', (event) => {
    if (!outdated || !event.hrefChanged) return
    window.location.assign(event.toLocation.publicHref || event.toLocation.href)
  })
}

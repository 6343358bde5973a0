// Icons: Iconify sets installed from the registry and served by this site (/api/icons/…);
// no request ever goes to a public icon API. Shared by the server (in-process during SSR)
// and the browser (batched requests to the local endpoint).
import type { IconifyJSON } from '@iconify/types'
import { getIconData, iconToSVG } from '@iconify/utils'

export const ICON_ENDPOINT = '/api/icons'
/** Spec §7/§9: the longest icon URL, the loader's timeout and the rotation delay. */
export const ICON_MAX_URL_LENGTH = 500
export const ICON_FETCH_TIMEOUT_MS = 1500
export const ICON_ROTATE_MS = 750
/** Hosts tried in turn; the site's own endpoint only (a public API fallback is off by design). */
export const ICON_RESOURCES: readonly string[] = ['']

export const ICON_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const ICON_PREFIX_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export interface ResolvedIcon {
  body: string
  viewBox: string
}

export function splitIconName(name: string): { prefix: string; name: string } | undefined {
  const [prefix, icon, extra] = name.split(':')
  if (!prefix || !icon || extra !== undefined) return undefined
  if (!ICON_PREFIX_PATTERN.test(prefix) || !ICON_NAME_PATTERN.test(icon)) return undefined
  return { prefix, name: icon }
}

/** One icon of a set (aliases and transformations applied), ready for an <svg>. */
export function resolveIcon(set: IconifyJSON, name: string): ResolvedIcon | null {
  const data = getIconData(set, name)
  if (!data) return null
  const svg = iconToSVG(data, { height: 'auto' })
  return { body: svg.body, viewBox: svg.attributes.viewBox }
}

/** `/api/icons/lucide.json?icons=a,b` URLs, each within the length limit. */
export function iconRequestPaths(prefix: string, names: readonly string[]): string[] {
  const base = `${ICON_ENDPOINT}/${prefix}.json?icons=`
  const paths: string[] = []
  let current: string[] = []
  for (const name of names) {
    const next = [...current, name]
    if (current.length > 0 && base.length + next.join(',').length > ICON_MAX_URL_LENGTH) {
      paths.push(base + current.join(','))
      current = [name]
    } else {
      current = next
    }
  }
  if (current.length > 0) paths.push(base + current.join(','))
  return paths
}

interface FetchOptions {
  resources?: readonly string[]
  timeout?: number
  rotate?: number
  fetcher?: typeof fetch
}

/**
 * Iconify's loader behaviour: ask the first host; if it has not answered after `rotate` ms,
 * ask the next one too; the first good answer wins; give up after `timeout` ms.
 */
export function fetchIconSet(path: string, options: FetchOptions = {}): Promise<IconifyJSON> {
  const {
    resources = ICON_RESOURCES,
    timeout = ICON_FETCH_TIMEOUT_MS,
    rotate = ICON_ROTATE_MS,
    fetcher = fetch,
  } = options
  const controller = new AbortController()
  return new Promise<IconifyJSON>((resolve, reject) => {
    let started = 0
    let failed = 0
    let settled = false
    let rotation: ReturnType<typeof setTimeout> | undefined
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      clearTimeout(rotation)
      controller.abort()
      outcome()
    }
    const deadline = setTimeout(
      () => finish(() => reject(new Error(`icon request timed out after ${timeout} ms: ${path}`))),
      timeout,
    )
    const start = () => {
      if (settled || started >= resources.length) return
      const host = resources[started++]!
      fetcher(host + path, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`icon request failed with ${response.status}: ${path}`)
          return response.json() as Promise<IconifyJSON>
        })
        .then(
          (set) => finish(() => resolve(set)),
          (error: unknown) => {
            failed++
            if (started < resources.length) start()
            else if (failed === started) finish(() => reject(error))
          },
        )
      if (started < resources.length) rotation = setTimeout(start, rotate)
    }
    start()
  })
}

// Browser batching: icons asked for in the same tick share one request per set.
const queued = new Map<string, Map<string, Array<(icon: ResolvedIcon | null) => void>>>()
let flushScheduled = false

function flush(options: FetchOptions) {
  flushScheduled = false
  const batches = [...queued.entries()]
  queued.clear()
  for (const [prefix, waiters] of batches) {
    for (const path of iconRequestPaths(prefix, [...waiters.keys()])) {
      const names = new URL(path, 'http://x').searchParams.get('icons')!.split(',')
      fetchIconSet(path, options).then(
        (set) => {
          for (const name of names) {
            const icon = resolveIcon(set, name)
            for (const done of waiters.get(name) ?? []) done(icon)
          }
        },
        (error: unknown) => {
          console.warn('[icons] could not load', prefix, names.join(','), error)
          for (const name of names) for (const done of waiters.get(name) ?? []) done(null)
        },
      )
    }
  }
}

/** Resolves with the icon, or null when it cannot be had (an icon never breaks a page). */
export function loadIcon(
  prefix: string,
  name: string,
  options: FetchOptions = {},
): Promise<ResolvedIcon | null> {
  return new Promise((resolve) => {
    let waiters = queued.get(prefix)
    if (!waiters) {
      waiters = new Map()
      queued.set(prefix, waiters)
    }
    waiters.set(name, [...(waiters.get(name) ?? []), resolve])
    if (!flushScheduled) {
      flushScheduled = true
      setTimeout(() => flush(options), 0)
    }
  })
}

// The local icon endpoint: /api/icons/{prefix}.json?icons=a,b answers the subset of an
// installed Iconify set (getIcons), like Iconify's public API does, without leaving the site.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { IconifyJSON } from '@iconify/types'
import { getIcons, validateIconSet } from '@iconify/utils'
import { errorFields, log } from '../ops/log'
import {
  ICON_MAX_URL_LENGTH,
  ICON_NAME_PATTERN,
  ICON_PREFIX_PATTERN,
  type ResolvedIcon,
  resolveIcon,
} from '../../core/images/icons'
import nestwellIcons from './icon-sets/nw.json'

/** Sets installed from the registry (package → icons.json). */
const installedSets: Record<string, string> = {
  lucide: '@iconify-json/lucide/icons.json',
}
/** The site's own icons, kept in the repository. */
const customSets: Record<string, unknown> = {
  nw: nestwellIcons,
}

const loaded = new Map<string, IconifyJSON | null>()

/** Validates a custom collection; invalid data is logged and the collection left out. */
export function loadCustomCollection(prefix: string, data: unknown): IconifyJSON | null {
  try {
    return validateIconSet(data, { prefix })
  } catch (error) {
    log.error({ prefix, error: errorFields(error) }, 'Failed to load custom icons')
    return null
  }
}

function loadInstalledSet(prefix: string, specifier: string): IconifyJSON | null {
  try {
    const file = createRequire(import.meta.url).resolve(specifier)
    const data = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON
    if (data.prefix !== prefix || typeof data.icons !== 'object') throw new Error('not an Iconify set')
    return data
  } catch (error) {
    log.error({ prefix, error: errorFields(error) }, 'icons: failed to load icon set')
    return null
  }
}

/** The collection for a prefix, or null (unknown or unreadable). Read once, then kept. */
export function getCollection(prefix: string): IconifyJSON | null {
  if (!ICON_PREFIX_PATTERN.test(prefix)) return null
  if (loaded.has(prefix)) return loaded.get(prefix)!
  let set: IconifyJSON | null = null
  if (Object.hasOwn(installedSets, prefix)) set = loadInstalledSet(prefix, installedSets[prefix]!)
  else if (Object.hasOwn(customSets, prefix)) set = loadCustomCollection(prefix, customSets[prefix])
  else return null
  loaded.set(prefix, set)
  return set
}

export function collectionPrefixes(): string[] {
  return [...Object.keys(installedSets), ...Object.keys(customSets)]
}

/** In-process, for server rendering: the same data the browser would get from the endpoint. */
export function resolveIconInProcess(prefix: string, name: string): ResolvedIcon | null {
  const set = getCollection(prefix)
  return set && ICON_NAME_PATTERN.test(name) ? resolveIcon(set, name) : null
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

export function handleIconsRequest(request: Request): Response {
  const url = new URL(request.url)
  const noStore = { 'cache-control': 'no-store' }
  if (url.pathname.length + url.search.length > ICON_MAX_URL_LENGTH) {
    return json(414, { error: `URL longer than ${ICON_MAX_URL_LENGTH} characters` }, noStore)
  }
  const match = /^\/api\/icons\/([^/]+)\.json$/.exec(url.pathname)
  const prefix = match?.[1] ?? ''
  const set = getCollection(prefix)
  if (!set) return json(404, { error: `unknown icon set ${prefix}` }, noStore)
  const list = url.searchParams.get('icons')
  if (!list) return json(400, { error: 'icons is required: a comma-separated list of names' }, noStore)
  const names = [...new Set(list.split(','))]
  if (names.some((name) => !ICON_NAME_PATTERN.test(name))) {
    return json(400, { error: 'icon names are lowercase letters, digits and hyphens' }, noStore)
  }
  const subset = getIcons(set, names, true)
  const etag = `"${createHash('sha256')
    .update(`${prefix}|${set.lastModified ?? ''}|${names.join(',')}`)
    .digest('hex')
    .slice(0, 32)}"`
  const headers = { etag, 'cache-control': 'public, max-age=604800, stale-while-revalidate=86400' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return json(200, subset, headers)
}

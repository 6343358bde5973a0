// Google Tag Manager with Consent Mode v2, without any inline script: everything here runs
// from the app's own module, in the browser only. The tag manager's script is requested only
// after the visitor has accepted analytics.
import { readCookies, setBrowserCookie } from '@core/http/cookies'

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

type DataLayerEntry = Record<string, unknown> | IArguments
declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= []
  return window.dataLayer
}

/** Google's gtag(): it must push the `arguments` object itself, not an array. */
function gtag(..._args: unknown[]) {
  // biome-ignore lint/complexity/noArguments: Consent Mode reads an Arguments object from the data layer
  dataLayer().push(arguments)
}

const deniedByDefault = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const

let defaultsSet = false
/** Consent Mode defaults: everything denied until the visitor chooses. Idempotent. */
export function setConsentDefaults() {
  if (defaultsSet) return
  defaultsSet = true
  gtag('consent', 'default', { ...deniedByDefault, wait_for_update: 500 })
}

/**
 * The visitor's answer. Accepting analytics grants analytics storage only: the site uses no
 * advertising cookies (see the cookie policy), so the ad_* signals stay denied.
 */
export function updateConsent(granted: boolean) {
  setConsentDefaults()
  gtag('consent', 'update', { analytics_storage: granted ? 'granted' : 'denied' })
}

/** The script URL for a container (GTM-…) or a Google tag (G-…). */
export function tagManagerUrl(id: string): string {
  const path = id.startsWith('GTM-') ? '/gtm.js' : '/gtag/js'
  return `${TAG_MANAGER_ORIGIN}${path}?id=${encodeURIComponent(id)}`
}

let loadedId: string | undefined
/** Loads the tag manager once. Only ever called after consent was granted. */
export function loadTagManager(id: string) {
  if (loadedId) return
  loadedId = id
  if (id.startsWith('GTM-')) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  } else {
    gtag('js', new Date())
    gtag('config', id, { send_page_view: false })
  }
  const script = document.createElement('script')
  script.async = true
  script.src = tagManagerUrl(id)
  script.dataset.testid = 'tag-manager'
  document.head.appendChild(script)
}

export function tagManagerLoaded(): boolean {
  return loadedId !== undefined
}

/** Drops Google Analytics' first-party cookies after consent is withdrawn. */
export function clearAnalyticsCookies() {
  const host = window.location.hostname
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`]
  for (const name of readCookies(document.cookie).keys()) {
    if (!/^_ga(_|$)|^_gid$/.test(name)) continue
    for (const domain of domains) {
      setBrowserCookie(name, '', { maxAge: 0, ...(domain ? { domain } : {}) })
    }
  }
}

export interface PageView {
  /** The route's template path without locale, e.g. "/community/posts/$slug". */
  page_path: string
  locale: string
}

/** One page-view event. Carries the route template and the locale, nothing about the content. */
export function pushPageView(eventName: string, view: PageView) {
  dataLayer().push({ event: eventName, page_path: view.page_path, locale: view.locale })
}

interface MatchLike {
  routeId: string
  fullPath?: string
  status?: string
  globalNotFound?: boolean
}

/**
 * The template path of the deepest match ("/community/posts/$slug"): the same for every
 * locale and every slug, so no post title or other detail of a visit reaches analytics.
 */
export function templatePath(matches: readonly MatchLike[]): string {
  if (matches.some((match) => match.status === 'notFound' || match.globalNotFound)) return '(not found)'
  const leaf = matches[matches.length - 1]
  if (!leaf || leaf.routeId === '__root__') return '(not found)'
  const path = leaf.fullPath ?? leaf.routeId
  return path.length > 1 ? path.replace(/\/$/, '') : path
}

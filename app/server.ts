// Server entry: the HTTP rules every request meets first (methods, body cap, HEAD), then
// redirects that need no rendering, then Paraglide's locale, then TanStack Start. Every answer
// leaves with its Cache-Control from one table, and the ones a shared cache may keep with their
// Surrogate-Key and a CSP that lists their inline scripts' hashes (decision 031).
import { createRouter } from '@tanstack/react-router'
import { renderRouterToStream } from '@tanstack/react-router/ssr/server'
import {
  StartServer,
  createServerEntry,
  createStartHandler,
  defineHandlerCallback,
} from '@tanstack/react-start/server'
import { createElement } from 'react'
import { appLinksResponse } from '../server/app-links/app-links'
import { collectAnswerFacts, surrogateKeyValue } from '../server/cache/surrogate-keys'
import { startContentFanOut } from '../server/cache/fan-out'
import { installCacheListeners, sweepShareImages } from '../server/cache/listeners'
import { closeDatabase, db, openDatabase } from '../server/db/client'
import { closeReadReplica, startReplica } from '../server/db/read'
import { isGonePost, postSlugOfPath } from '../server/ingest/gone'
import { handleIngest } from '../server/ingest/handler'
import { feedOfPath, feedResponse } from '../server/feeds/handlers'
import { feedLinkTags, withFeedLinks } from '../server/feeds/head-links'
import { env, publicConfig } from '../server/env'
import { renderSlots } from '../server/http/admission'
import { readCappedBody } from '../server/http/body-limit'
import { acceptsGzip, compressResponse } from '../server/http/compression'
import { NOT_FOUND_PATH, hasDotSegment, rawTarget } from '../server/http/dot-segments'
import { allowedMethods, routeMethodsOf } from '../server/http/methods'
import { answerKind, cachePolicy } from '../server/http/cache-policy'
import { cachedPage, pageCacheKey } from '../server/http/page-cache'
import { countPageView, setPageRoutes } from '../server/http/page-views'
import { inlineScriptHashes, insertEntryModules } from '../server/http/page-scripts'
import { withRequestInfo } from '../server/http/request-info'
import { resolveRedirect } from '../server/http/redirects'
import { failureResponse, refusal } from '../server/http/refusals'
import { assetCsp, contentSecurityPolicy, withSecurityHeaders } from '../server/http/security'
import { startMailSender, stopMailSender } from '../server/mail/sender'
import { errorFields, log } from '../server/ops/log'
import { watchRenderQueue } from '../server/ops/metrics'
import { observe, setRoute } from '../server/ops/observe'
import { startPageViewWriter, stopPageViewWriter } from '../server/ops/page-views'
import { probeResponse, startDraining } from '../server/ops/probes'
import * as m from '@core/paraglide/messages'
import { paraglideMiddleware } from '@core/paraglide/server'
import { deLocalizeUrl } from '@core/paraglide/runtime'
import { requestLocale } from '../server/http/refusals'
import type { ContentKey } from '@core/cache/content-keys'
import { routeTree } from './routeTree.gen'

// Parse the environment at start-up: a bad value stops the server here, naming the variable.
const https = env().PUBLIC_SITE_URL.startsWith('https:')
// Content changes drop this process's cached pages and reads, and purge the shared cache in front
// (installed before the database opens: a content deploy found at start-up is published).
installCacheListeners()
// Renders wait their turn for one of a few slots, in arrival order (server/http/admission.ts).
const slots = renderSlots(env().RENDER_CONCURRENCY)
watchRenderQueue(slots.stats)

// Every page is read whole before it is sent (its CSP names its inline scripts' hashes), so
// every render waits for all of it, as TanStack renders for crawlers (it asks isbot): one
// document for browsers and crawlers, never a streamed fallback. The app still sees the real
// request (getRequest()); only the renderer's choice is made for all.
const WHOLE_DOCUMENT_USER_AGENT = 'Googlebot'
const handler = createServerEntry({
  fetch: createStartHandler(
    defineHandlerCallback(({ request, router, responseHeaders }) =>
      renderRouterToStream({
        request: new Request(request.url, {
          headers: { 'user-agent': WHOLE_DOCUMENT_USER_AGENT },
          signal: request.signal,
        }),
        router,
        responseHeaders,
        children: createElement(StartServer, { router }),
      }),
    ),
  ),
})

// The CSP of every answer that is not a page: it runs no script.
const noScriptCsp = contentSecurityPolicy([], https)

function redirectResponse(status: number, location: string): Response {
  // A 302 is the bare root's redirect by the locale cookie: this visitor's only.
  const headers: Record<string, string> = {
    location,
    'cache-control': status === 301 ? cachePolicy.permanentRedirect : cachePolicy.private,
  }
  if (status !== 301) headers.vary = 'Cookie'
  return new Response(null, { status, headers })
}

/**
 * An answer made ready to leave: Cache-Control from the table (a handler's own wins unless the
 * answer is personal), Surrogate-Key and `Vary: Accept-Encoding` when a shared cache may keep
 * it, and a page's entry module inserted by a hashed script, with the hashes in its CSP.
 */
async function finish(
  response: Response,
  facts: { keys: Iterable<ContentKey>; personal: boolean },
  url: URL,
  method: string,
): Promise<Response> {
  const headers = new Headers(response.headers)
  const setsCookie = headers.has('set-cookie')
  const kind = answerKind({
    method,
    pathname: url.pathname,
    status: response.status,
    contentType: headers.get('content-type'),
    setsCookie,
    personal: facts.personal,
  })
  const cacheControl =
    setsCookie || facts.personal ? cachePolicy.private : (headers.get('cache-control') ?? cachePolicy[kind])
  headers.set('cache-control', cacheControl)
  if (cacheControl.startsWith('public')) {
    headers.set('surrogate-key', surrogateKeyValue(facts.keys))
    headers.set('vary', 'Accept-Encoding')
  } else {
    headers.delete('surrogate-key')
  }
  if (!headers.get('content-type')?.startsWith('text/html') || !response.body) {
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', noScriptCsp)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  let html = insertEntryModules(await response.text())
  if (response.status === 200) html = withFeedLinks(html, feedLinksOf(url))
  headers.set('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html), https))
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}

/** The head's Atom links of a page (decision 039): by its section, in its locale's words. */
function feedLinksOf(url: URL): string {
  let pagePath: string
  try {
    pagePath = deLocalizeUrl(url).pathname
  } catch {
    return ''
  }
  return feedLinkTags(url.pathname, pagePath, publicConfig())
}

// The route tree answers which methods a path serves (its server handlers), matched as Start
// matches it: after Paraglide takes the locale off the path. Paraglide's matching costs most of
// a millisecond, so each path's answer is remembered (cleared whole when full: paths come from
// visitors), and a cache hit pays a map lookup. The matched route's id is the request's route
// template in the log, the metrics and the page views.
let methodsRouter: ReturnType<typeof createRouter> | undefined
const knownMethods = new Map<string, { methods: string[] | null; route: string }>()
type MatchedRoute = ReturnType<ReturnType<typeof createRouter>['getMatchedRoutes']>[2]
const templateOf = (route: NonNullable<MatchedRoute>) => route.fullPath.replace(/(.)\/$/, '$1')
function methodsFor(url: URL): { methods: string[] | null; route: string } {
  const known = knownMethods.get(url.pathname)
  if (known !== undefined) {
    setRoute(known.route)
    return known
  }
  if (!methodsRouter) {
    // Only matches paths, never loads a route: it needs no context.
    methodsRouter = createRouter({ routeTree, context: undefined as never })
    // The page views' route labels: the templates of the routes that render a page.
    setPageRoutes(
      Object.values(methodsRouter.routesById)
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
  const [, params, route] = methodsRouter.getMatchedRoutes(pathname)
  const methods = allowedMethods(routeMethodsOf(route, params['**'] === undefined))
  const template = route && route.id !== '__root__' ? templateOf(route) : 'unmatched'
  if (knownMethods.size >= 5000) knownMethods.clear()
  const answer = { methods, route: template }
  knownMethods.set(url.pathname, answer)
  setRoute(template)
  return answer
}

/** What GET would answer, without the body. */
function headResponse(response: Response): Response {
  void response.body?.cancel().catch(() => {})
  return new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

async function respond(incoming: Request & { ip?: string }): Promise<Response> {
  let request: Request = incoming
  let url = new URL(request.url)
  let shownPath = url.pathname
  const raw = rawTarget(incoming)
  if (hasDotSegment(raw)) {
    // `/..` or `/%2e%2e/x` is not a page of this site, whatever it resolves to.
    shownPath = raw!.split('?')[0]!
    url = new URL(NOT_FOUND_PATH, url)
    request = new Request(url, { method: incoming.method, headers: incoming.headers })
  }
  const csp = noScriptCsp

  const probe = await probeResponse(request, url.pathname)
  if (probe) {
    setRoute(url.pathname)
    return withSecurityHeaders(request.method === 'HEAD' ? headResponse(probe) : probe, csp)
  }
  // The app's signed events and their schema (server/ingest/handler.ts): their own body cap,
  // no page rendering, no page cache.
  if (url.pathname.startsWith('/api/ingest/')) {
    const ingest = await handleIngest(request, url)
    if (ingest) {
      setRoute(url.pathname)
      return withSecurityHeaders(ingest, csp)
    }
  }

  // The apps' link files (server/app-links/): built from the environment; unset, the 404 page.
  if (url.pathname.startsWith('/.well-known/')) {
    const appLinks = appLinksResponse(request, url, env())
    if (appLinks) {
      setRoute(url.pathname)
      return withSecurityHeaders(appLinks, csp)
    }
  }

  // The Atom feeds (decision 039): files, not pages, so not routes of the router (every route and
  // localized path ships in every page's JavaScript). GET and HEAD, with a page's headers.
  const feed = feedOfPath(url.pathname)
  if (feed) {
    setRoute(feed.route)
    const allow = 'GET, HEAD, OPTIONS'
    if (request.method === 'OPTIONS') {
      return withSecurityHeaders(new Response(null, { status: 204, headers: { allow } }), csp)
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return withSecurityHeaders(refusal(405, request, url, { allow }), csp)
    }
    const { result, facts } = await collectAnswerFacts(() => feedResponse(request, feed))
    const answer = compressResponse(request, await finish(result, facts, url, 'GET'))
    return withSecurityHeaders(request.method === 'HEAD' ? headResponse(answer) : answer, csp)
  }

  // Methods a path does not serve are refused here, before anything renders or parses.
  const { methods: allowed, route } = methodsFor(url)
  if (allowed) {
    const allow = allowed.join(', ')
    if (request.method === 'OPTIONS') {
      return withSecurityHeaders(new Response(null, { status: 204, headers: { allow } }), csp)
    }
    if (!allowed.includes(request.method)) {
      return withSecurityHeaders(refusal(405, request, url, { allow }), csp)
    }
  }
  // Bodies are read whole up to the cap; a larger one is refused (server/http/body-limit.ts).
  if (request.body) {
    const capped = await readCappedBody(request, url)
    if (!capped) return withSecurityHeaders(refusal(413, request, url), csp)
    request = capped
  }
  // HEAD runs as GET (same status and headers) and drops the body at the end.
  const head = request.method === 'HEAD'
  if (head) request = new Request(url, { method: 'GET', headers: request.headers })

  const redirect = resolveRedirect(url, request.headers)
  if (redirect) return withSecurityHeaders(redirectResponse(redirect.status, redirect.location), csp)
  // A hashed file the server script did not find: another build's, asked for by an old page.
  if (url.pathname.startsWith('/assets/')) {
    const message = m.error_not_found({ path: url.pathname }, { locale: requestLocale(request, url) })
    const missing = new Response(`${message}\n`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.missingAsset },
    })
    return withSecurityHeaders(head ? headResponse(missing) : missing, csp)
  }
  const render = () =>
    slots.run(() =>
      withRequestInfo({ remoteAddress: incoming.ip ?? 'unknown', publicPath: shownPath }, async () => {
        const { result, facts } = await collectAnswerFacts(() =>
          paraglideMiddleware(request, () => handler.fetch(request)),
        )
        return finish(result, facts, url, request.method)
      }),
    )
  const key = pageCacheKey(request, url)
  let response = key ? await cachedPage(key, render, acceptsGzip(request), !head) : await render()
  // A removed post's page is gone, not missing (issue 26): the 404 page's body with 410.
  if (response.status === 404) {
    let slug: string | null = null
    try {
      slug = postSlugOfPath(deLocalizeUrl(url).pathname)
    } catch {
      // A path Paraglide cannot rebuild is no post's.
    }
    // A database that does not answer leaves the 404 as it is.
    if (slug && (await isGonePost(slug).catch(() => false))) {
      response = new Response(response.body, { status: 410, statusText: 'Gone', headers: response.headers })
    }
  }
  // The one place a page answer is counted (decision 040): cache hits too, HEAD never.
  countPageView(incoming, url, response, route)
  // Cache hits come ready (compressed when asked, one buffer srvx writes at once: reading
  // their body here would turn them into a stream); other HTML and JSON is compressed here.
  const hit = /^(HIT|STALE)$/.test(response.headers.get('x-page-cache') ?? '')
  if (!hit) response = compressResponse(request, response)
  if (head) response = headResponse(response)
  return withSecurityHeaders(response, csp)
}

let stopFanOut: (() => Promise<void>) | undefined

export default {
  /** Awaited by the server script before it listens: migrations and seed run here, then the mail sender starts. */
  ready: async () => {
    await openDatabase()
    // A replica that cannot be opened leaves reads on the primary (logged), not the server down.
    await startReplica().catch(() => null)
    // Every process of every server hears every content change (PostgreSQL LISTEN/NOTIFY).
    const url = env().DATABASE_URL
    if (url) stopFanOut = await startContentFanOut(url)
    await sweepShareImages()
    await startMailSender()
    startPageViewWriter(db, env().PAGE_VIEWS_FLUSH_SECONDS)
  },
  /** Headers for files the server script serves itself: hashed (/assets/*) or at fixed names. */
  secureAsset: (response: Response, hashed = false) => {
    const secured = withSecurityHeaders(response, assetCsp)
    if (secured.ok || secured.status === 304)
      secured.headers.set('cache-control', hashed ? cachePolicy.immutable : cachePolicy.publicFile)
    return secured
  },
  /** The server script's answer to a request it could not hand on (a malformed Host) or that threw. */
  failure: (error: unknown, request?: Request) => failureResponse(error, request),
  /** Called by the server script when SIGTERM arrives: /readyz answers 503 from now on. */
  drain: () => startDraining(),
  /** Runs a request (the server script's static files too) with its id, log line and metrics. */
  observe: (request: Request, handle: () => Promise<Response>) => observe(request, handle),
  /** The route template of a request the server script answers itself (static files). */
  setRoute: (route: string) => setRoute(route),
  /** Called by the server script on SIGTERM/SIGINT: the mail being sent is finished first. */
  shutdown: async () => {
    await stopMailSender()
    await stopFanOut?.()
    await closeReadReplica()
    // The views counted since the last write, before the database closes.
    await stopPageViewWriter()
    await closeDatabase()
  },
  async fetch(incoming: Request & { ip?: string }): Promise<Response> {
    // `vite dev` never calls ready(): the first request starts the sender there.
    if (import.meta.env.DEV) {
      void startMailSender().catch((error) =>
        log.error({ error: errorFields(error) }, 'mail: sender not started'),
      )
      startPageViewWriter(db, env().PAGE_VIEWS_FLUSH_SECONDS)
    }
    // Under the server script the request is already observed; under `vite dev` it starts here.
    return observe(incoming, async () => {
      try {
        return await respond(incoming)
      } catch (error) {
        log.error({ error: errorFields(error) }, 'request failed')
        return failureResponse(error, incoming)
      }
    })
  },
}

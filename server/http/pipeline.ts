// The HTTP pipeline every request the app answers goes through, in order: a dot-segment path
// becomes the 404 page; probes, ingest, app links and feeds answer before the router
// (before-router.ts); methods, body cap and HEAD (request-rules.ts); redirects that need no
// rendering; then a page from the page cache or rendered in a slot through Paraglide's locale
// and TanStack Start (the render the server entry passes in: server/ never imports app/);
// every answer finished by finish.ts and compression.ts, with the security headers.
import type { AnyRouter } from '@tanstack/react-router'
import * as m from '../../core/paraglide/messages.js'
import { deLocalizeUrl } from '../../core/paraglide/runtime.js'
import { paraglideMiddleware } from '../../core/paraglide/server.js'
import { collectAnswerFacts } from '../cache/surrogate-keys.ts'
import { isGonePost, postSlugOfPath } from '../ingest/gone.ts'
import type { RenderSlots } from './admission.ts'
import { answerBeforeRouter } from './before-router.ts'
import { cachePolicy } from './cache-policy.ts'
import { clientClosedResponse } from './client-closed.ts'
import { acceptsGzip, compressResponse } from './compression.ts'
import { NOT_FOUND_PATH, hasDotSegment, rawTarget } from './dot-segments.ts'
import { finisher, headResponse, redirectResponse } from './finish.ts'
import { cachedPage, pageCacheKey } from './page-cache.ts'
import { countPageView } from './page-views.ts'
import { resolveRedirect } from './redirects.ts'
import { requestLocale } from './request-locale.ts'
import { withRequestInfo } from './request-info.ts'
import type { LocaleStringsFiles } from '../../core/i18n/locale-strings.ts'
import { applyRequestRules } from './request-rules.ts'
import { routeMatcher } from './route-match.ts'
import { withSecurityHeaders } from './security.ts'

export interface PipelineOptions {
  /** TanStack Start's handler: renders a page or runs a route's server handler. */
  render: (request: Request) => Response | Promise<Response>
  /** A router over the route tree, used only to match paths (which methods, which template). */
  createRouter: () => AnyRouter
  /** The render queue (server/http/admission.ts). */
  slots: RenderSlots
  https: boolean
  /** The browser build's strings files (build/locale-strings.ts); none under the dev server. */
  localeStringsFiles?: LocaleStringsFiles
}

export type IncomingRequest = Request & { ip?: string }

export function createPipeline(options: PipelineOptions): (incoming: IncomingRequest) => Promise<Response> {
  const finishing = finisher(options.https, options.localeStringsFiles)
  const { finish, noScriptCsp: csp } = finishing
  const routeOf = routeMatcher(options.createRouter)

  return async function respond(incoming) {
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

    const early = await answerBeforeRouter(request, url, finishing)
    if (early) return early

    const { methods: allowed, route } = routeOf(url)
    const ruled = await applyRequestRules(request, url, allowed, csp)
    if ('refused' in ruled) return ruled.refused
    const { head } = ruled
    request = ruled.request

    const redirect = resolveRedirect(url, request.headers)
    if (redirect) return withSecurityHeaders(redirectResponse(redirect.status, redirect.location), csp)
    // A hashed file the server script did not find: another build's, asked for by an old page.
    if (url.pathname.startsWith('/assets/')) {
      const message = m.error_not_found({ path: url.pathname }, { locale: requestLocale(request, { url }) })
      const missing = new Response(`${message}\n`, {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.missingAsset },
      })
      return withSecurityHeaders(head ? headResponse(missing) : missing, csp)
    }
    const page = request
    const render = () =>
      options.slots.run(async () => {
        // The visitor left while the page waited for a slot: nobody would read it.
        if (incoming.signal?.aborted) return clientClosedResponse()
        return withRequestInfo(
          { remoteAddress: incoming.ip ?? 'unknown', publicPath: shownPath },
          async () => {
            const { result, facts } = await collectAnswerFacts(() =>
              paraglideMiddleware(page, () => options.render(page)),
            )
            return finish(result, facts, url, page.method)
          },
        )
      })
    const key = pageCacheKey(request, url)
    let response = key ? await cachedPage(key, render, acceptsGzip(request), !head) : await render()
    if (response.status === 404) response = await goneIfRemovedPost(response, url)
    // The one place a page answer is counted (decision 040): cache hits too, HEAD never.
    countPageView(incoming, url, response, route)
    // Cache hits come ready (compressed when asked, one buffer srvx writes at once: reading
    // their body here would turn them into a stream); other HTML and JSON is compressed here.
    const hit = /^(HIT|STALE)$/.test(response.headers.get('x-page-cache') ?? '')
    if (!hit) response = compressResponse(request, response)
    if (head) response = headResponse(response)
    return withSecurityHeaders(response, csp)
  }
}

/** A removed post's page is gone, not missing (issue 26): the 404 page's body with 410. */
async function goneIfRemovedPost(response: Response, url: URL): Promise<Response> {
  let slug: string | null = null
  try {
    slug = postSlugOfPath(deLocalizeUrl(url).pathname)
  } catch {
    // A path Paraglide cannot rebuild is no post's.
  }
  // A database that does not answer leaves the 404 as it is.
  if (slug && (await isGonePost(slug).catch(() => false))) {
    return new Response(response.body, { status: 410, statusText: 'Gone', headers: response.headers })
  }
  return response
}

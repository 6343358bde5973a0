// Answers that never reach the router: the probes, the app's signed events, the apps' link
// files and the Atom feeds. Each is a file or an API of its own, not a page: no page cache,
// no render slot.
import { appLinksResponse } from '../app-links/app-links.ts'
import { collectAnswerFacts } from '../cache/surrogate-keys.ts'
import { env } from '../env.ts'
import { feedOfPath, feedResponse } from '../feeds/handlers.ts'
import { handleIngest } from '../ingest/handler.ts'
import { setRoute } from '../ops/observe.ts'
import { probeResponse } from '../ops/probes.ts'
import { compressResponse } from './compression.ts'
import { type Finisher, headResponse } from './finish.ts'
import { refusal } from './refusals.ts'
import { withSecurityHeaders } from './security.ts'

/** The answer of one of these, with its security headers, or null: the request goes on. */
export async function answerBeforeRouter(
  request: Request,
  url: URL,
  { finish, noScriptCsp: csp }: Finisher,
): Promise<Response | null> {
  const probe = await probeResponse(request, url.pathname)
  if (probe) {
    setRoute(url.pathname)
    return withSecurityHeaders(request.method === 'HEAD' ? headResponse(probe) : probe, csp)
  }
  // The app's signed events and their schema (server/ingest/handler.ts): their own body cap.
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
  if (!feed) return null
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

// Server entry: redirects that need no rendering, then Paraglide's locale, then TanStack Start.
import handler from '@tanstack/react-start/server-entry'
import { closeDatabase, openDatabase } from '../server/db/client'
import { env } from '../server/env'
import { withRequestInfo } from '../server/http/request-info'
import { resolveRedirect } from '../server/http/redirects'
import { NOT_FOUND_PATH, hasDotSegment, rawTarget } from '../server/http/dot-segments'
import { acceptsGzip, compressResponse } from '../server/http/compression'
import { cachedPage, pageCacheKey } from '../server/http/page-cache'
import { assetCsp, contentSecurityPolicy, createNonce, withSecurityHeaders } from '../server/http/security'
import { startMailSender, stopMailSender } from '../server/mail/sender'
import { paraglideMiddleware } from './paraglide/server'

// Parse the environment at start-up: a bad value stops the server here, naming the variable.
const https = env().PUBLIC_SITE_URL.startsWith('https:')

function redirectResponse(status: number, location: string): Response {
  return new Response(null, {
    status,
    headers: {
      location,
      'cache-control': status === 301 ? 'public, max-age=3600' : 'private, no-store',
      vary: 'cookie',
    },
  })
}

export default {
  /** Awaited by the server script before it listens: migrations and seed run here, then the mail sender starts. */
  ready: async () => {
    await openDatabase()
    await startMailSender()
  },
  /** Headers for files the server script serves itself. */
  secureAsset: (response: Response) => withSecurityHeaders(response, assetCsp),
  /** Called by the server script on SIGTERM/SIGINT: the mail being sent is finished first. */
  shutdown: async () => {
    await stopMailSender()
    await closeDatabase()
  },
  async fetch(incoming: Request & { ip?: string }): Promise<Response> {
    // `vite dev` never calls ready(): the first request starts the sender there.
    if (import.meta.env.DEV) {
      void startMailSender().catch((error) => console.error('[mail] sender not started:', error))
    }
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
    const nonce = createNonce()
    const csp = contentSecurityPolicy(nonce, https)
    const redirect = resolveRedirect(url, request.headers)
    if (redirect) return withSecurityHeaders(redirectResponse(redirect.status, redirect.location), csp)
    const render = (renderNonce: string) =>
      withRequestInfo(
        { remoteAddress: incoming.ip ?? 'unknown', publicPath: shownPath, nonce: renderNonce },
        () => paraglideMiddleware(request, () => handler.fetch(request)),
      )
    const key = pageCacheKey(request, url)
    let response = key
      ? await cachedPage(key, nonce, render, createNonce, acceptsGzip(request))
      : await render(nonce)
    if (key && response.status === 200) {
      response.headers.set(
        'cache-control',
        `public, max-age=${env().PAGE_CACHE_SECONDS}, stale-while-revalidate=300`,
      )
      response.headers.set('vary', 'Accept-Encoding, Cookie')
    }
    // Cache hits come ready (compressed when asked, one buffer srvx writes at once: reading
    // their body here would turn them into a stream); other HTML and JSON is compressed here.
    const hit = /^(HIT|STALE)$/.test(response.headers.get('x-page-cache') ?? '')
    if (!hit) response = compressResponse(request, response)
    return withSecurityHeaders(response, csp)
  },
}

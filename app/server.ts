// Server entry: redirects that need no rendering, then Paraglide's locale, then TanStack Start.
import handler from '@tanstack/react-start/server-entry'
import { closeDatabase, openDatabase } from '../server/db/client'
import { env } from '../server/env'
import { withRequestInfo } from '../server/http/request-info'
import { resolveRedirect } from '../server/http/redirects'
import { NOT_FOUND_PATH, hasDotSegment, rawTarget } from '../server/http/dot-segments'
import { paraglideMiddleware } from './paraglide/server'

// Parse the environment at start-up: a bad value stops the server here, naming the variable.
env()

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
  /** Awaited by the server script before it listens: migrations and seed run here. */
  ready: openDatabase,
  /** Called by the server script on SIGTERM/SIGINT. */
  shutdown: closeDatabase,
  async fetch(incoming: Request & { ip?: string }): Promise<Response> {
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
    const redirect = resolveRedirect(url, request.headers)
    if (redirect) return redirectResponse(redirect.status, redirect.location)
    return withRequestInfo({ remoteAddress: incoming.ip ?? 'unknown', publicPath: shownPath }, () =>
      paraglideMiddleware(request, () => handler.fetch(request)),
    )
  },
}

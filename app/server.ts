// Server entry: redirects that need no rendering, then Paraglide's locale, then TanStack Start.
import handler from '@tanstack/react-start/server-entry'
import { closeDatabase, openDatabase } from '../server/db/client'
import { env } from '../server/env'
import { withRequestInfo } from '../server/http/request-info'
import { resolveRedirect } from '../server/http/redirects'
import { startMailSender, stopMailSender } from '../server/mail/sender'
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
  /** Awaited by the server script before it listens: migrations and seed run here, then the mail sender starts. */
  ready: async () => {
    await openDatabase()
    await startMailSender()
  },
  /** Called by the server script on SIGTERM/SIGINT: the mail being sent is finished first. */
  shutdown: async () => {
    await stopMailSender()
    await closeDatabase()
  },
  async fetch(request: Request & { ip?: string }): Promise<Response> {
    // `vite dev` never calls ready(): the first request starts the sender there.
    void startMailSender().catch((error) => console.error('[mail] sender not started:', error))
    const url = new URL(request.url)
    const redirect = resolveRedirect(url, request.headers)
    if (redirect) return redirectResponse(redirect.status, redirect.location)
    return withRequestInfo({ remoteAddress: request.ip ?? 'unknown', publicPath: url.pathname }, () =>
      paraglideMiddleware(request, () => handler.fetch(request)),
    )
  },
}

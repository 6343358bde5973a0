import { AsyncLocalStorage } from 'node:async_hooks'
import { env } from '../env.ts'

// What only the server entry knows about a request (socket address, the path as typed),
// kept beside it because requests get cloned and rewritten on the way (Paraglide, router).
interface RequestInfo {
  remoteAddress: string
  /** The path the visitor asked for, locale prefix included. */
  publicPath: string
}

const requestInfo = new AsyncLocalStorage<RequestInfo>()

export function withRequestInfo<T>(info: RequestInfo, run: () => T): T {
  return requestInfo.run(info, run)
}

export function publicPath(): string | undefined {
  return requestInfo.getStore()?.publicPath
}

/** The visitor's address: the proxy's X-Forwarded-For only when TRUST_PROXY says so. */
export function clientIp(request: Request): string {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return requestInfo.getStore()?.remoteAddress ?? 'unknown'
}

/**
 * A browser request sent by another site's page (Sec-Fetch-Site, else an Origin that is not the
 * site's PUBLIC_SITE_URL: never one built from the request, whose Host the client chooses). No
 * Origin at all is a client outside a browser (browsers send it on every POST).
 */
export function sentByOtherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  return site === 'cross-site' || (origin !== null && origin !== new URL(env().PUBLIC_SITE_URL).origin)
}

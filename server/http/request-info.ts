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

import { AsyncLocalStorage } from 'node:async_hooks'
import { env } from '../env'

// The socket address is only known in the server entry; requests get cloned on the way
// (Paraglide), so it travels beside them rather than on them.
const remoteAddress = new AsyncLocalStorage<string>()

export function withRemoteAddress<T>(address: string | undefined, run: () => T): T {
  return remoteAddress.run(address ?? 'unknown', run)
}

/** The visitor's address: the proxy's X-Forwarded-For only when TRUST_PROXY says so. */
export function clientIp(request: Request): string {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return remoteAddress.getStore() ?? 'unknown'
}

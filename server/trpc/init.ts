// tRPC's one instance: context, error shape and the base procedures.
import { TRPCError, initTRPC } from '@trpc/server'
import { z } from 'zod'
import { type Locale, isLocale } from '../../app/lib/i18n/locales'
import { env } from '../env'
import { cachedResult, storeResult } from './query-cache'

export interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string, options: { maxAge: number }): void
}

export interface Context {
  request: Request
  ip: string
  locale: Locale
  cookies: CookieJar
}

export function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    try {
      jar.set(part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim()))
    } catch {
      // A malformed cookie is ignored, not an error.
    }
  }
  return jar
}

export function serializeCookie(name: string, value: string, maxAge: number): string {
  const secure = env().PUBLIC_SITE_URL.startsWith('https:') ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`
}

export function createContext(opts: {
  request: Request
  ip: string
  appendSetCookie: (cookie: string) => void
}): Context {
  const cookies = parseCookies(opts.request.headers.get('cookie'))
  const headerLocale = opts.request.headers.get('x-locale')
  return {
    request: opts.request,
    ip: opts.ip,
    locale: isLocale(headerLocale) ? headerLocale : 'en',
    cookies: {
      get: (name) => cookies.get(name),
      set: (name, value, { maxAge }) => {
        cookies.set(name, value)
        opts.appendSetCookie(serializeCookie(name, value, maxAge))
      },
    },
  }
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // $ZodError: the errors of zod and of zod/mini (the form schemas) alike.
    const zodError = error.cause instanceof z.core.$ZodError ? z.flattenError(error.cause) : null
    // Unexpected errors get a generic message: no internals reach the visitor.
    const message =
      error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal error' : zodError ? 'Invalid input' : shape.message
    const { stack: _stack, ...data } = shape.data
    return { ...shape, message, data: { ...data, zodError } }
  },
})

export const router = t.router
export const publicProcedure = t.procedure
/** A read whose answer depends only on its input: served from the query cache when fresh. */
export const cachedProcedure = t.procedure.use(async ({ path, type, getRawInput, next }) => {
  if (type !== 'query') return next()
  let key: string
  try {
    key = `${path}|${JSON.stringify(await getRawInput())}`
  } catch {
    return next()
  }
  const cached = cachedResult(key)
  if (cached) return cached as Awaited<ReturnType<typeof next>>
  const result = await next()
  if (result.ok) storeResult(key, result)
  return result
})
export const createCallerFactory = t.createCallerFactory
export { TRPCError }

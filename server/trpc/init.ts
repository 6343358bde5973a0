// tRPC's one instance, in three parts as create-t3-app lays it out: the context every procedure
// gets, the initialization (error shape, meta), and the procedures routers are built from.
// Routers (routers/*.ts) stay thin: the work is in the feature folders.
import { TRPCError, initTRPC } from '@trpc/server'
import { z } from 'zod'
import { readCookies, serializeCookie } from '../../core/http/cookies.ts'
import { appErrorMessage } from '../../core/errors.ts'
import { type Locale, baseLocale } from '../../core/i18n/locales.ts'
import * as m from '../../core/paraglide/messages.js'
import { env } from '../env.ts'
import { appErrorOf, toTRPCError } from '../errors.ts'
import { requestLocale } from '../http/request-locale.ts'
import { collectKeysOf, declareContentKeys, declarePersonal } from '../cache/surrogate-keys.ts'
import { cachedRead, storeResult } from './query-cache.ts'

/**
 * 1. CONTEXT
 *
 * Built once per request: over HTTP by http.ts, in the server's own render by ssr.ts. The
 * locale is decided here once, so a procedure never reads headers for it.
 */
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

export function createContext(opts: {
  request: Request
  ip: string
  appendSetCookie: (cookie: string) => void
}): Context {
  const cookies = readCookies(opts.request.headers.get('cookie'))
  return {
    request: opts.request,
    ip: opts.ip,
    // The page's language (our client sends it), else the page's path, else the visitor's choice.
    locale: requestLocale(opts.request),
    cookies: {
      get: (name) => cookies.get(name),
      set: (name, value, { maxAge }) => {
        cookies.set(name, value)
        const secure = env().PUBLIC_SITE_URL.startsWith('https:')
        opts.appendSetCookie(serializeCookie(name, value, { maxAge, secure }))
      },
    },
  }
}

/**
 * 2. INITIALIZATION
 *
 * What a procedure may declare (meta) and the error shape: a failed procedure tells the visitor
 * why in their language, and never in the words of the code that failed.
 */

/** What a procedure may declare with `.meta()`, read by the middlewares below. */
export interface Meta {
  /**
   * What a refused field is told, when "this request is not valid" says too little (the search
   * box's limits); the first refused field listed here wins.
   */
  inputMessages?: Record<string, (locale: Locale) => string>
}

/** A refused input of a procedure that names its own messages (Meta.inputMessages). */
class InputRefusal extends TRPCError {
  constructor(
    refused: TRPCError,
    readonly messages: NonNullable<Meta['inputMessages']>,
  ) {
    super({ code: refused.code, message: refused.message, cause: refused.cause })
  }
}

/**
 * The language of an answer: the input's `locale`, then the request's. Without a context the
 * request failed before its input was read (tRPC could not parse it), so English.
 */
function answerLocale(input: unknown, ctx: Context | undefined): Locale {
  if (!ctx) return baseLocale
  return requestLocale(ctx.request, { prefer: [(input as { locale?: unknown } | null | undefined)?.locale] })
}

/** What a refused input is told: its procedure's message for a refused field, else "not valid". */
function inputMessage(error: TRPCError, locale: Locale, fields: Record<string, unknown>): string {
  const own = error instanceof InputRefusal ? error.messages : {}
  const field = Object.keys(own).find((name) => fields[name])
  return field ? own[field]!(locale) : m.error_bad_request({}, { locale })
}

/** All an unexpected error says, wherever it surfaces. */
export const INTERNAL_ERROR = 'Internal error'

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, input, ctx }) {
      const app = appErrorOf(error)
      // $ZodError: the errors of zod and of zod/mini (the form schemas) alike.
      const zodError = error.cause instanceof z.core.$ZodError ? z.flattenError(error.cause) : null
      const refusedInput = error.code === 'BAD_REQUEST' || error.code === 'PARSE_ERROR'
      // Unexpected errors get a generic message: no internals reach the visitor. An application
      // error's code says what the visitor is told (the browser shows its own catalogue's text for
      // `appCode`); refused input is told so in the visitor's language, never in the parser's words.
      const message = app
        ? appErrorMessage(app.code, answerLocale(input, ctx))
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? INTERNAL_ERROR
          : refusedInput
            ? inputMessage(error, answerLocale(input, ctx), zodError?.fieldErrors ?? {})
            : shape.message
      const { stack: _stack, ...data } = shape.data
      return { ...shape, message, data: { ...data, zodError, ...(app ? { appCode: app.code } : {}) } }
    },
  })

/**
 * 3. PROCEDURES
 *
 * Every procedure starts from `base` (its errors made safe to show); routers pick one of the
 * three below by what a cache may do with the answer (decision 031).
 */

/**
 * An AppError thrown anywhere below becomes its tRPC error (status, code) from server/errors.ts.
 * An unexpected one keeps its cause for the log but says only "Internal error": the server's own
 * render calls procedures directly, without the error formatter, and a failed loader's message
 * is written into the page (a database error would carry its SQL and parameters).
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next()
  if (result.ok) return result
  const app = appErrorOf(result.error)
  if (app) throw toTRPCError(app)
  if (result.error.code === 'INTERNAL_SERVER_ERROR' && result.error.message !== INTERNAL_ERROR)
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: INTERNAL_ERROR,
      cause: result.error.cause ?? result.error,
    })
  return result
})

/** A refused input of a procedure with Meta.inputMessages carries them to the formatter. */
const inputMessages = t.middleware(async ({ meta, next }) => {
  const result = await next()
  if (result.ok || !meta?.inputMessages) return result
  const { error } = result
  if (error.code !== 'BAD_REQUEST' || !(error.cause instanceof z.core.$ZodError)) return result
  throw new InputRefusal(error, meta.inputMessages)
})

export const router = t.router
const base = t.procedure.use(appErrors).use(inputMessages)
/**
 * A procedure whose answer may depend on the visitor (a cookie, a header, a token) or that
 * writes: a page or batch that calls one is never shared by a cache (decision 031).
 */
export const publicProcedure = base.use(({ next }) => {
  declarePersonal()
  return next()
})
/** A read whose answer depends only on its input (and the deploy): every visitor may share it. */
export const sharedProcedure = base
/**
 * A shared read served from the query cache when fresh; the content keys the read declared are
 * kept with the result and declared again on a hit.
 */
export const cachedProcedure = sharedProcedure.use(async ({ path, type, getRawInput, next }) => {
  if (type !== 'query') return next()
  let key: string
  try {
    key = `${path}|${JSON.stringify(await getRawInput())}`
  } catch {
    return next()
  }
  const cached = cachedRead(key)
  if (cached) {
    declareContentKeys(...cached.keys)
    return cached.result as Awaited<ReturnType<typeof next>>
  }
  const { result, keys } = await collectKeysOf(() => next())
  if (result.ok) storeResult(key, result, keys)
  return result
})

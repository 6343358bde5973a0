// What a visitor can be refused or not find, by code: the one table of each code's tRPC code
// (which gives its HTTP status) and the Paraglide message the visitor reads, the same on the
// server (the error formatter, server/trpc/init.ts) and in the browser (the forms).
import type { Locale } from './i18n/locales.ts'
import * as m from './paraglide/messages.js'

/** The tRPC codes used here (server/errors.ts checks they are tRPC's): each sets an HTTP status. */
type TrpcCode = 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE'
type Message = (inputs: object, options?: { locale?: Locale }) => string

const appErrors = {
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', message: m.forms_error_rate_limited }, // 429
  BOT_CHECK_FAILED: { trpc: 'FORBIDDEN', message: m.forms_error_bot_check_failed }, // 403
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', message: m.forms_error_unavailable }, // 503
  /** No such item (post, expert, week, month, document), or one the visitor may not see. */
  NOT_FOUND: { trpc: 'NOT_FOUND', message: m.error_not_there }, // 404
  /** A list's cursor that the server did not write or can no longer follow. */
  INVALID_CURSOR: { trpc: 'BAD_REQUEST', message: m.error_bad_cursor }, // 400
} as const satisfies Record<string, { trpc: TrpcCode; message: Message }>

export type AppErrorCode = keyof typeof appErrors
export const appErrorCodes = Object.keys(appErrors) as AppErrorCode[]

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(appErrors, value)
}

/** The tRPC code of an application error, which sets its HTTP status. */
export function appErrorTrpcCode(code: AppErrorCode): TrpcCode {
  return appErrors[code].trpc
}

/** The visitor's message for a code: in `locale`, else in the current one (the browser's page). */
export function appErrorMessage(code: AppErrorCode, locale?: Locale): string {
  return (appErrors[code].message as Message)({}, locale ? { locale } : undefined)
}

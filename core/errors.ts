// The refusals a visitor can meet, by code. The server maps each code to its HTTP status and tRPC
// code (server/errors.ts); browser and server show the same Paraglide message for it.
import type { Locale } from './i18n/locales'
import * as m from './paraglide/messages'

export const appErrorCodes = ['RATE_LIMITED', 'BOT_CHECK_FAILED', 'UNAVAILABLE'] as const
export type AppErrorCode = (typeof appErrorCodes)[number]

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && (appErrorCodes as readonly string[]).includes(value)
}

const messages: Record<AppErrorCode, (inputs: object, options?: { locale?: Locale }) => string> = {
  RATE_LIMITED: m.forms_error_rate_limited,
  BOT_CHECK_FAILED: m.forms_error_bot_check_failed,
  UNAVAILABLE: m.forms_error_unavailable,
}

/** The visitor's message for a code: in `locale`, else in the current one (the browser's page). */
export function appErrorMessage(code: AppErrorCode, locale?: Locale): string {
  return messages[code]({}, locale ? { locale } : undefined)
}

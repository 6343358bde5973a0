// Typed application errors: server code throws `new AppError(code)`, never a message. The one
// table below gives each code its HTTP status (through the tRPC code); server/trpc/init.ts turns
// an AppError into that tRPC error, and its formatter writes the message from the catalogue.
import { TRPCError } from '@trpc/server'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import type { AppErrorCode } from '../core/errors'

const trpcCodes: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  RATE_LIMITED: 'TOO_MANY_REQUESTS', // 429
  BOT_CHECK_FAILED: 'FORBIDDEN', // 403
  UNAVAILABLE: 'SERVICE_UNAVAILABLE', // 503
}

export class AppError extends Error {
  override name = 'AppError'
  /** Seconds the visitor should wait (a Retry-After header), when the code asks for a wait. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly code: AppErrorCode,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause })
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}

/** The tRPC error an AppError becomes (its cause stays the AppError, for the formatter). */
export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: trpcCodes[error.code], message: error.code, cause: error })
}

/** The AppError behind a tRPC error, if any. */
export function appErrorOf(error: { cause?: unknown }): AppError | null {
  return error.cause instanceof AppError ? error.cause : null
}

/** The Retry-After value for a set of errors: the longest wait any of them asks for. */
export function retryAfterSeconds(errors: ReadonlyArray<{ cause?: unknown }>): number | null {
  const waits = errors.flatMap((error) => appErrorOf(error)?.retryAfterSeconds ?? [])
  return waits.length > 0 ? Math.max(1, Math.ceil(Math.max(...waits))) : null
}

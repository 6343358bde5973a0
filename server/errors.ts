// Typed application errors: server code throws `new AppError(code)`, never a message or a bare
// TRPCError. The one table of codes (core/errors.ts) gives each its tRPC code and HTTP status;
// server/trpc/init.ts turns an AppError into that tRPC error, and its formatter writes the
// visitor's message from the catalogue.
import { TRPCError } from '@trpc/server'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { type AppErrorCode, appErrorTrpcCode } from '../core/errors.ts'

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
  const code: TRPC_ERROR_CODE_KEY = appErrorTrpcCode(error.code)
  return new TRPCError({ code, message: error.code, cause: error })
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

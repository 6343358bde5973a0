// The cause a refusal carries when the visitor may try again later: the tRPC handler turns it
// into a Retry-After header (server/trpc/http.ts).
export class RetryLater extends Error {
  override name = 'RetryLater'
  constructor(readonly seconds: number) {
    super(`retry after ${seconds} s`)
  }
}

/** The Retry-After value for a set of errors: the longest wait any of them asks for. */
export function retryAfterSeconds(errors: ReadonlyArray<{ cause?: unknown }>): number | null {
  const waits = errors.flatMap((error) => (error.cause instanceof RetryLater ? [error.cause.seconds] : []))
  return waits.length > 0 ? Math.max(1, Math.ceil(Math.max(...waits))) : null
}

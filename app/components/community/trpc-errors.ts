/** True for a tRPC NOT_FOUND error, whether it came in-process (SSR) or over HTTP. */
export function isTrpcNotFound(error: unknown): boolean {
  const shaped = error as { code?: unknown; data?: { code?: unknown; httpStatus?: unknown } } | null
  // In-process: a TRPCError with its code; over HTTP: a TRPCClientError with the code in data.
  return (
    shaped?.code === 'NOT_FOUND' || shaped?.data?.code === 'NOT_FOUND' || shaped?.data?.httpStatus === 404
  )
}

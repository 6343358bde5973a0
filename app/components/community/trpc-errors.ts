/** True for a tRPC NOT_FOUND error, whether it came in-process (SSR) or over HTTP. */
export function isTrpcNotFound(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown; httpStatus?: unknown } } | null)?.data
  return data?.code === 'NOT_FOUND' || data?.httpStatus === 404
}

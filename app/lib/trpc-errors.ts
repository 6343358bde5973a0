import { notFound } from '@tanstack/react-router'
import { isSlug } from '@core/schemas/community-limits'

/** True for a tRPC NOT_FOUND error, whether it came in-process (SSR) or over HTTP. */
export function isTrpcNotFound(error: unknown): boolean {
  const shaped = error as { code?: unknown; data?: { code?: unknown; httpStatus?: unknown } } | null
  // In-process: a TRPCError with its code; over HTTP: a TRPCClientError with the code in data.
  return (
    shaped?.code === 'NOT_FOUND' || shaped?.data?.code === 'NOT_FOUND' || shaped?.data?.httpStatus === 404
  )
}

/** A page's data by slug: a malformed slug or a missing item is the 404 page. */
export async function loadBySlug<T>(slug: string, load: () => Promise<T>): Promise<T> {
  if (!isSlug(slug)) throw notFound()
  try {
    return await load()
  } catch (error) {
    if (isTrpcNotFound(error)) throw notFound()
    throw error
  }
}

// Request bodies are read whole, up to a cap, before any route parses them: a declared
// Content-Length over the cap is refused unread, a chunked body is counted as it arrives
// (srvx's limiter) and refused the moment it passes the cap.
import { BodyTooLargeError, limitRequestBody } from 'srvx/body-limit'

/** The largest form fill is a few KB (app/schemas/forms.ts limits); 64 KiB leaves room. */
export const MAX_BODY_BYTES = 64 * 1024

/** The request with its body in memory, or null when the body is over `max` bytes. */
export async function readCappedBody(
  request: Request,
  url: URL,
  max = MAX_BODY_BYTES,
): Promise<Request | null> {
  if (!request.body) return request
  let bytes: ArrayBuffer
  try {
    bytes = await limitRequestBody(request, max).arrayBuffer()
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null
    throw error
  }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(bytes.byteLength))
  return new Request(url, { method: request.method, headers, body: bytes })
}

// Request bodies are read whole, up to a cap, before any route parses them: a declared
// Content-Length over the cap is refused before anything is read, a chunked body is counted as
// it arrives and refused the moment it passes the cap.
//
// After a refusal the rest of a body up to DRAIN_BYTES is read and dropped, so the client gets
// to read the 413 (closing on a client still sending resets the connection, and the answer is
// lost). Anything larger is cancelled at once, which closes the connection: srvx's own limiter
// (srvx/body-limit) always cancels, hence this short reader.

/** The largest form fill is a few KB (core/schemas/forms.ts limits); 64 KiB leaves room. */
export const MAX_BODY_BYTES = 64 * 1024
/** What is still read and dropped after a refusal, so the answer reaches the client. */
export const DRAIN_BYTES = 4 * 1024 * 1024

/** Reads and drops up to `budget` more bytes, then cancels what is left. Never throws. */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): void {
  void (async () => {
    let left = budget
    while (left > 0) {
      const { done, value } = await reader.read()
      if (done) return
      left -= value.byteLength
    }
    await reader.cancel()
  })().catch(() => {})
}

/** The request with its body in memory, or null when the body is over `max` bytes. */
export async function readCappedBody(
  request: Request,
  url: URL,
  max = MAX_BODY_BYTES,
): Promise<Request | null> {
  if (!request.body) return request
  const reader = request.body.getReader()
  const declared = request.headers.get('content-length')
  const declaredBytes = declared && /^\d+$/.test(declared) ? Number(declared) : null
  if (declaredBytes !== null && declaredBytes > max) {
    drain(reader, declaredBytes <= DRAIN_BYTES ? declaredBytes : 0)
    return null
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      drain(reader, DRAIN_BYTES - size)
      return null
    }
    chunks.push(value)
  }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(size))
  return new Request(url, { method: request.method, headers, body: Buffer.concat(chunks) })
}

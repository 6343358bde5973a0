// gzip for HTML and JSON answers that were not cached (a cached page is gzipped once when it
// is stored: server/http/page-cache.ts).

const MIN_BYTES = 1024

export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding')
  if (!header) return false
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.trim().toLowerCase().split(';')
    if (name !== 'gzip' && name !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

function compressible(response: Response): boolean {
  if (!response.body || response.headers.has('content-encoding')) return false
  if (response.status === 204 || response.status === 304) return false
  const type = response.headers.get('content-type') ?? ''
  if (
    !/^(text\/html|application\/json|text\/plain|image\/svg\+xml|application\/(atom\+)?xml|text\/xml)/.test(
      type,
    )
  ) {
    return false
  }
  const length = response.headers.get('content-length')
  return length === null || Number(length) >= MIN_BYTES
}

/** gzip on the fly for an answer that was not cached (streamed pages, JSON). */
export function compressResponse(request: Request, response: Response): Response {
  if (!compressible(response)) return response
  if (!acceptsGzip(request) || request.method === 'HEAD') {
    try {
      if (!/accept-encoding/i.test(response.headers.get('vary') ?? ''))
        response.headers.append('vary', 'Accept-Encoding')
      return response
    } catch {
      // Immutable headers: copied below with the body untouched.
      const headers = new Headers(response.headers)
      headers.append('vary', 'Accept-Encoding')
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      })
    }
  }
  const headers = new Headers(response.headers)
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding')
  headers.delete('content-length')
  headers.set('content-encoding', 'gzip')
  const body = response.body!.pipeThrough(new CompressionStream('gzip'))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

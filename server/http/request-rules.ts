// The HTTP rules a request meets before anything renders or parses: methods the path does not
// serve are refused (405, or 204 to OPTIONS), bodies are read whole up to the cap (413), and
// HEAD runs as GET (same status and headers; the body is dropped at the end).
import { readCappedBody } from './body-limit.ts'
import { refusal } from './refusals.ts'
import { withSecurityHeaders } from './security.ts'

export type RuledRequest = { refused: Response } | { request: Request; head: boolean }

export async function applyRequestRules(
  incoming: Request,
  url: URL,
  allowed: string[] | null,
  csp: string,
): Promise<RuledRequest> {
  let request = incoming
  if (allowed) {
    const allow = allowed.join(', ')
    if (request.method === 'OPTIONS') {
      return { refused: withSecurityHeaders(new Response(null, { status: 204, headers: { allow } }), csp) }
    }
    if (!allowed.includes(request.method)) {
      return { refused: withSecurityHeaders(refusal(405, request, url, { allow }), csp) }
    }
  }
  // Bodies are read whole up to the cap; a larger one is refused (server/http/body-limit.ts).
  if (request.body) {
    const capped = await readCappedBody(request, url)
    if (!capped) return { refused: withSecurityHeaders(refusal(413, request, url), csp) }
    request = capped
  }
  const head = request.method === 'HEAD'
  if (head) request = new Request(url, { method: 'GET', headers: request.headers })
  return { request, head }
}

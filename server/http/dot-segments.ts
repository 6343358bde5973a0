// Dot segments ('.', '..', percent-encoded or not) in the raw request target. URL parsing
// resolves them away (`/es/..` becomes `/`, `/%2e%2e/x` becomes `/x`), so the app would
// answer for a path the visitor never named. Such a request is answered as not found.
const dotSegment = /^(?:\.|%2e){1,2}$/i

export function hasDotSegment(rawTarget: string | undefined): boolean {
  if (!rawTarget) return false
  const path = rawTarget.split(/[?#]/)[0] ?? ''
  return path.split('/').some((segment) => dotSegment.test(segment))
}

/** A path no route matches as a page: the router renders the 404 page for it. */
export const NOT_FOUND_PATH = '/%252e%252e'

/** The raw request target of a Node request served by srvx, when there is one. */
export function rawTarget(request: Request): string | undefined {
  const node = (request as { runtime?: { node?: { req?: { url?: unknown } } } }).runtime?.node
  return typeof node?.req?.url === 'string' ? node.req.url : undefined
}

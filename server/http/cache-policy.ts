// Cache-Control for every kind of answer the site gives, in one table (decision 031). A shared
// cache in front (Varnish, a CDN) keeps what says `public` with an `s-maxage`; browsers keep
// pages for no time (`max-age=0`: they revalidate, which the cache answers). Changes leave the
// shared cache by purge (server/cache/purge.ts); `s-maxage` bounds how long a copy lives when a
// purge is lost, `stale-if-error` how long the cache may stand in for servers that are down.

const MINUTE = 60
const DAY = 86_400

export const cachePolicy = {
  /** A page (or sitemap, robots.txt, Atom feed) every visitor shares: same bytes for all, no cookie. */
  page: `public, max-age=0, s-maxage=${10 * MINUTE}, stale-while-revalidate=${MINUTE}, stale-if-error=${DAY}`,
  /** A read-only tRPC batch whose every call depends only on its input (client navigations). */
  sharedRead: `public, max-age=0, s-maxage=${10 * MINUTE}, stale-while-revalidate=${MINUTE}, stale-if-error=${DAY}`,
  /** A page that does not exist: briefly shared, so a flood of one wrong URL stays at the edge. */
  notFound: `public, max-age=0, s-maxage=${MINUTE}`,
  /** Built files named by their content hash (/assets/*), and generated images named by theirs. */
  immutable: 'public, max-age=31536000, immutable',
  /** Files at fixed names (favicon, icons, manifest): they change only with a deploy. */
  publicFile: 'public, max-age=3600',
  /** Generated from content (share images, the media kit PDF, the QR code): purged with it. */
  generated: `public, max-age=3600, s-maxage=${DAY}, stale-if-error=${DAY}`,
  /** Legacy paths: the same target for everyone. */
  permanentRedirect: 'public, max-age=3600',
  /** A missing hashed asset: an old page asking for a file of another build must not stick. */
  missingAsset: 'no-store',
  /**
   * Only this visitor's, or changing state: mutations and forms, the deletion flow, the bare
   * root's redirect by cookie, probes, metrics, the build id, refusals and server errors.
   */
  private: 'private, no-store',
} as const

export type AnswerKind = keyof typeof cachePolicy

/** What an answer of the server entry is, from its request, its status and what made it. */
export function answerKind(answer: {
  method: string
  pathname: string
  status: number
  contentType: string | null
  /** A Set-Cookie header is present. */
  setsCookie: boolean
  /** A read that depends on the visitor ran (server/cache/surrogate-keys.ts). */
  personal: boolean
}): AnswerKind {
  const { method, pathname, status, contentType, setsCookie, personal } = answer
  if (method !== 'GET' || setsCookie || personal) return 'private'
  if (pathname.startsWith('/api/trpc/')) return status === 200 ? 'sharedRead' : 'private'
  if (!contentType?.startsWith('text/html')) return 'private'
  if (status === 200) return 'page'
  if (status === 404) return 'notFound'
  return 'private'
}

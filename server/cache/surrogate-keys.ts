// What one answer shows, collected while it is made: the content keys its reads declare (sent
// as its Surrogate-Key header) and whether any read depended on the visitor (then no shared
// cache may keep it). Request-scoped through AsyncLocalStorage, so the reads declare keys where
// they know them (the post, its group, its commenters) and the server entry reads them at the
// end: headers set in loaders never reach a streamed response.
import { AsyncLocalStorage } from 'node:async_hooks'
import { type ContentKey, isContentKey } from '../../core/cache/content-keys.ts'

export interface AnswerFacts {
  keys: Set<ContentKey>
  /** A read that depends on more than its input (a cookie, a header, a token) ran. */
  personal: boolean
}

const current = new AsyncLocalStorage<AnswerFacts>()

/** Runs `make` with a fresh collection; the facts are complete once its promise settles. */
export async function collectAnswerFacts<T>(
  make: () => Promise<T>,
): Promise<{ result: T; facts: AnswerFacts }> {
  const facts: AnswerFacts = { keys: new Set(), personal: false }
  const result = await current.run(facts, make)
  return { result, facts }
}

/**
 * Runs `read` with its own collection and adds what it found to the enclosing one: the query
 * cache keeps a read's keys with its result and declares them again on a hit.
 */
export async function collectKeysOf<T>(read: () => Promise<T>): Promise<{ result: T; keys: ContentKey[] }> {
  const outer = current.getStore()
  const { result, facts } = await collectAnswerFacts(read)
  if (outer) {
    for (const key of facts.keys) outer.keys.add(key)
    if (facts.personal) outer.personal = true
  }
  return { result, keys: [...facts.keys] }
}

/** Names what the current answer shows. Outside a request (a script, a test) it does nothing. */
export function declareContentKeys(...keys: ContentKey[]): void {
  const facts = current.getStore()
  if (!facts) return
  // Slugs and member ids come from the database: one that is no token is left out (coarser
  // keys on the same page still cover it).
  for (const key of keys) if (isContentKey(key)) facts.keys.add(key)
}

/** The current answer depends on the visitor: it must not be shared. */
export function declarePersonal(): void {
  const facts = current.getStore()
  if (facts) facts.personal = true
}

/**
 * Header budget: Varnish refuses a backend response header over 8 KB by default
 * (http_resp_hdr_len), and a post with hundreds of comments names hundreds of members.
 */
export const SURROGATE_KEY_MAX_BYTES = 4000

/**
 * The Surrogate-Key value: `site` first, then the rest sorted. Over the budget, the member and
 * post keys of a page give way to `community` (every change to a post or a member publishes
 * it too, decision 031).
 */
export function surrogateKeyValue(keys: Iterable<ContentKey>): string {
  const all = new Set<ContentKey>(keys)
  all.delete('site')
  if (['site', ...all].join(' ').length > SURROGATE_KEY_MAX_BYTES) {
    for (const key of all) if (key.startsWith('member:') || key.startsWith('post:')) all.delete(key)
    all.add('community')
  }
  return ['site', ...[...all].sort()].join(' ')
}

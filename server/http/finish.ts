// The last stage every answer passes: Cache-Control from one table, and for the ones a shared
// cache may keep their Surrogate-Key and a CSP that lists their inline scripts' hashes
// (decision 031); a page gets its entry module and its feed links here.
import { boundedMemo } from '../../core/bounded-memo.ts'
import type { ContentKey } from '../../core/cache/content-keys.ts'
import { deLocalizeUrl } from '../../core/paraglide/runtime.js'
import { surrogateKeyValue } from '../cache/surrogate-keys.ts'
import { publicConfig } from '../env.ts'
import { feedLinkTags } from '../feeds/head-links.ts'
import { answerKind, cachePolicy } from './cache-policy.ts'
import type { LocaleStringsFiles } from '../../core/i18n/locale-strings.ts'
import { pageLocaleStrings } from './locale-strings.ts'
import { finishPage } from './page-scripts.ts'
import { contentSecurityPolicy } from './security.ts'

export interface AnswerFacts {
  keys: Iterable<ContentKey>
  personal: boolean
}

export interface Finisher {
  /** The CSP of every answer that is not a page: it runs no script. */
  noScriptCsp: string
  finish(response: Response, facts: AnswerFacts, url: URL, method: string): Promise<Response>
}

/**
 * The finishing stage for a site served over https or not (the CSP's upgrade rule), whose
 * browser build has these strings files (none from the dev server).
 */
export function finisher(
  https: boolean,
  localeStringsFiles: LocaleStringsFiles = { files: {}, sources: {} },
): Finisher {
  const noScriptCsp = contentSecurityPolicy([], https)
  /**
   * An answer made ready to leave: Cache-Control from the table (a handler's own wins unless the
   * answer is personal), Surrogate-Key and `Vary: Accept-Encoding` when a shared cache may keep
   * it, and a page's entry module inserted by a hashed script, with the hashes in its CSP.
   */
  async function finish(response: Response, facts: AnswerFacts, url: URL, method: string): Promise<Response> {
    const headers = new Headers(response.headers)
    const setsCookie = headers.has('set-cookie')
    const kind = answerKind({
      method,
      pathname: url.pathname,
      status: response.status,
      contentType: headers.get('content-type'),
      setsCookie,
      personal: facts.personal,
    })
    const cacheControl =
      setsCookie || facts.personal ? cachePolicy.private : (headers.get('cache-control') ?? cachePolicy[kind])
    headers.set('cache-control', cacheControl)
    if (cacheControl.startsWith('public')) {
      headers.set('surrogate-key', surrogateKeyValue(facts.keys))
      headers.set('vary', 'Accept-Encoding')
    } else {
      headers.delete('surrogate-key')
    }
    if (!headers.get('content-type')?.startsWith('text/html') || !response.body) {
      if (!headers.has('content-security-policy')) headers.set('content-security-policy', noScriptCsp)
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      })
    }
    const html = Buffer.from(await response.arrayBuffer())
    const strings = pageLocaleStrings(html, localeStringsFiles)
    const page = finishPage(html, response.status === 200 ? feedLinksOf(url) : '', strings)
    headers.set('content-security-policy', contentSecurityPolicy(page.scriptHashes, https))
    headers.set('content-length', String(page.body.byteLength))
    return new Response(page.body, { status: response.status, statusText: response.statusText, headers })
  }
  return { noScriptCsp, finish }
}

// Paraglide's URL matching, per path: ~2 % of an uncached render before it was remembered.
const rememberedFeedLinks = boundedMemo<string>(5000)

/** The head's Atom links of a page (decision 039): by its section, in its locale's words. */
function feedLinksOf(url: URL): string {
  return rememberedFeedLinks(url.pathname, () => {
    let pagePath: string
    try {
      pagePath = deLocalizeUrl(url).pathname
    } catch {
      return ''
    }
    return feedLinkTags(url.pathname, pagePath, publicConfig())
  })
}

/** What GET would answer, without the body. */
export function headResponse(response: Response): Response {
  void response.body?.cancel().catch(() => {})
  return new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/** A redirect that needs no rendering (server/http/redirects.ts). */
export function redirectResponse(status: number, location: string): Response {
  // A 302 is the bare root's redirect by the locale cookie: this visitor's only.
  const headers: Record<string, string> = {
    location,
    'cache-control': status === 301 ? cachePolicy.permanentRedirect : cachePolicy.private,
  }
  if (status !== 301) headers.vary = 'Cookie'
  return new Response(null, { status, headers })
}

// A rendered page made safe to share under a strict CSP without a nonce (decision 031): every
// inline script is allowed by its SHA-256 hash, listed in the page's own CSP header. One copy of
// a page then serves every visitor, and nothing in it is a secret a visitor could reuse.
//
// Under 'strict-dynamic' a parser-inserted <script src> is allowed only by a nonce (a hash
// covers it only with an `integrity` attribute, which not every browser honours). The entry
// module's tag becomes a small hashed script that inserts it: a script inserted by an allowed
// script is allowed ('strict-dynamic'), in every browser that knows 'strict-dynamic'.
import { createHash } from 'node:crypto'

// React writes the entry module as <script type="module" async="" src="/assets/…">.
const entryScript = /<script type="module" async="" src="(\/assets\/[\w.-]+\.js)"><\/script>/g

// React and TanStack escape `<` inside script text (`\x3C`, `\u003c`), so the first `</script`
// ends it, as in the HTML parser.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** Script types a browser runs: none, a JavaScript MIME type, or module. */
function runs(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase()
  return (
    type === undefined ||
    type === '' ||
    type === 'module' ||
    /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
  )
}

/**
 * The entry module's tag replaced by an inserting script (which then removes itself, like
 * TanStack's own scripts: hydration finds the DOM it rendered, and React finds the module
 * script in <head> as the resource it would have inserted).
 */
export function insertEntryModules(html: string): string {
  return html.replace(entryScript, (_tag, src: string) => {
    const script =
      `(function(s){s.setAttribute("type","module");s.setAttribute("async","");s.src=${JSON.stringify(src)};` +
      'document.head.appendChild(s)})(document.createElement("script"));document.currentScript.remove()'
    return `<script>${script}</script>`
  })
}

/** The CSP source of each distinct inline script the page runs, in order of first appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(inlineScript)) {
    if (!runs(attributes!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

// A rendered page made safe to share under a strict CSP without a nonce (decision 031): every
// inline script is allowed by its SHA-256 hash, listed in the page's own CSP header. One copy of
// a page then serves every visitor, and nothing in it is a secret a visitor could reuse.
//
// Under 'strict-dynamic' a parser-inserted <script src> is allowed only by a nonce (a hash
// covers it only with an `integrity` attribute, which not every browser honours). The entry
// module's tag becomes a small hashed script that inserts it: a script inserted by an allowed
// script is allowed ('strict-dynamic'), in every browser that knows 'strict-dynamic'.
//
// The page is read as bytes, never decoded: decoding ~100 kB to a string, scanning it with
// regular expressions and encoding it again cost about a sixth of an uncached render's CPU.
import { createHash } from 'node:crypto'

const SCRIPT_OPEN = Buffer.from('<script')
const SCRIPT_CLOSE = Buffer.from('</script')
const HEAD_CLOSE = Buffer.from('</head>')
const HEAD_OPEN = Buffer.from('<head>')
const CHARSET = Buffer.from('<meta charSet="utf-8"/>')
const GT = 0x3e

// React writes the entry module as <script type="module" async="" src="/assets/…"></script>.
const entryAttributes = /^ type="module" async="" src="(\/assets\/[\w.-]+\.js)"$/

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
 * The script that inserts the entry module and then removes itself, like TanStack's own
 * scripts: hydration finds the DOM it rendered, and React finds the module script in <head> as
 * the resource it would have inserted.
 */
function entryInserter(src: string): string {
  return (
    `(function(s){s.setAttribute("type","module");s.setAttribute("async","");s.src=${JSON.stringify(src)};` +
    'document.head.appendChild(s)})(document.createElement("script"));document.currentScript.remove()'
  )
}

const isWordByte = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x5f)
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d

/** Where the `</script\s*>` that ends a script opened before `from` starts and ends. */
function scriptEnd(page: Buffer, from: number): { start: number; end: number } | null {
  for (
    let start = page.indexOf(SCRIPT_CLOSE, from);
    start !== -1;
    start = page.indexOf(SCRIPT_CLOSE, start + 1)
  ) {
    let end = start + SCRIPT_CLOSE.length
    while (isSpace(page[end])) end++
    if (page[end] === GT) return { start, end: end + 1 }
  }
  return null
}

const hashOf = (text: Uint8Array | string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

export interface FinishedPage {
  body: Buffer<ArrayBuffer>
  /** The CSP source of each distinct inline script the page runs, in order of first appearance. */
  scriptHashes: string[]
}

/** Scripts a page's head starts with (server/http/locale-strings.ts); '' leaves one out. */
export interface HeadStart {
  /** An import map's JSON */
  importMap: string
  /** A classic script's text, which must not contain `</script` */
  script: string
}

/**
 * The page with its entry module inserted by a hashed script, `headStart`'s scripts first in its
 * head (after the charset) and `headTags` at the end of it, and the hashes of the scripts it runs.
 * React writes tags in lower case and escapes `<` inside script text (`\x3C`, `\u003c`), so the
 * first `</script` ends a script, as in the HTML parser.
 */
export function finishPage(
  html: Uint8Array<ArrayBuffer>,
  headTags = '',
  headStart: HeadStart = { importMap: '', script: '' },
): FinishedPage {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength)
  const pieces: Uint8Array[] = []
  const hashes = new Set<string>()
  let copied = 0
  // Before every module script and modulepreload (a module resolved before it would not see the
  // import map), after the charset declaration, which must stay in the first 1024 bytes.
  const headOpen = headStart.importMap || headStart.script ? page.indexOf(HEAD_OPEN) : -1
  if (headOpen !== -1) {
    const charset = page.indexOf(CHARSET, headOpen)
    copied = charset === headOpen + HEAD_OPEN.length ? charset + CHARSET.length : headOpen + HEAD_OPEN.length
    pieces.push(page.subarray(0, copied))
    if (headStart.importMap) {
      pieces.push(Buffer.from(`<script type="importmap">${headStart.importMap}</script>`))
      hashes.add(hashOf(headStart.importMap))
    }
    if (headStart.script) {
      pieces.push(Buffer.from(`<script>${headStart.script}</script>`))
      hashes.add(hashOf(headStart.script))
    }
  }
  const headEnd = headTags ? page.indexOf(HEAD_CLOSE) : -1
  const insertHeadTagsBefore = (position: number) => {
    if (headEnd === -1 || headEnd < copied || headEnd >= position) return
    pieces.push(page.subarray(copied, headEnd), Buffer.from(headTags))
    copied = headEnd
  }

  for (let open = page.indexOf(SCRIPT_OPEN); open !== -1; ) {
    if (isWordByte(page[open + SCRIPT_OPEN.length])) {
      open = page.indexOf(SCRIPT_OPEN, open + 1)
      continue
    }
    const tagEnd = page.indexOf(GT, open)
    const close = tagEnd === -1 ? null : scriptEnd(page, tagEnd + 1)
    if (!close) break
    const attributes = page.toString('utf8', open + SCRIPT_OPEN.length, tagEnd)
    const entry = close.start === tagEnd + 1 ? entryAttributes.exec(attributes) : null
    const exactClose = close.end - close.start === SCRIPT_CLOSE.length + 1
    if (entry && exactClose) {
      insertHeadTagsBefore(open)
      const inserter = entryInserter(entry[1]!)
      pieces.push(page.subarray(copied, open), Buffer.from(`<script>${inserter}</script>`))
      copied = close.end
      hashes.add(hashOf(inserter))
    } else if (runs(attributes)) {
      hashes.add(hashOf(page.subarray(tagEnd + 1, close.start)))
    }
    open = page.indexOf(SCRIPT_OPEN, close.end)
  }
  insertHeadTagsBefore(page.length + 1)
  pieces.push(page.subarray(copied))
  return { body: pieces.length === 1 ? page : Buffer.concat(pieces), scriptHashes: [...hashes] }
}

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, insertEntryModules } from './page-scripts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inline script hashes', () => {
  it('hashes each script the browser runs, once, and skips data blocks and external scripts', () => {
    const html = [
      '<html><head><script>a()</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">b()</script></head>',
      '<body><script data-tsr-stream-part="">c("\\x3C/script>")</script>',
      '<script src="/x.js"></script><script>a()</script></body></html>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c("\\x3C/script>")')])
  })

  it('hashes the exact UTF-8 text', () => {
    expect(inlineScriptHashes('<script>alert("é")</script>')).toEqual([sha('alert("é")')])
  })
})

describe('the entry module', () => {
  const tag = '<script type="module" async="" src="/assets/index-AbC_1.js"></script>'

  it('is inserted by a hashed inline script that removes itself, with the same type, async and src', () => {
    const html = insertEntryModules(`<body><main></main>${tag}</body>`)
    expect(html).not.toContain('<script type="module"')
    const script = /<script>(.*?)<\/script>/.exec(html)![1]!
    expect(script).toContain('"/assets/index-AbC_1.js"')
    expect(script).toContain('document.currentScript.remove()')
    expect(inlineScriptHashes(html)).toEqual([sha(script)])
  })

  it('leaves other markup alone', () => {
    const other = '<script src="https://example.org/x.js"></script><p>src="/assets/x.js"</p>'
    expect(insertEntryModules(other)).toBe(other)
  })
})

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { finishPage } from './page-scripts.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const finish = (html: string, headTags?: string) => {
  const page = finishPage(new TextEncoder().encode(html), headTags)
  return { html: page.body.toString('utf8'), hashes: page.scriptHashes }
}

describe('inline script hashes', () => {
  it('hashes each script the browser runs, once, and skips data blocks and external scripts', () => {
    const html = [
      '<html><head><script>a()</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">b()</script></head>',
      '<body><script data-tsr-stream-part="">c("\\x3C/script>")</script>',
      '<script src="/x.js"></script><script>a()</script>',
      '<scripts>not a script</scripts><script >d()</script  ></body></html>',
    ].join('')
    const page = finish(html)
    expect(page.hashes).toEqual([sha('a()'), sha('b()'), sha('c("\\x3C/script>")'), sha('d()')])
    expect(page.html).toBe(html)
  })

  it('hashes the exact UTF-8 text', () => {
    expect(finish('<p>ã</p><script>alert("é")</script>').hashes).toEqual([sha('alert("é")')])
  })

  it('ends a script at the first `</script` followed by `>`', () => {
    expect(finish('<script>x("</scripty")</script>').hashes).toEqual([sha('x("</scripty")')])
  })
})

describe('the entry module', () => {
  const tag = '<script type="module" async="" src="/assets/index-AbC_1.js"></script>'

  it('is inserted by a hashed inline script that removes itself, with the same type, async and src', () => {
    const page = finish(`<html><head>${tag}</head><body><main>é</main></body></html>`)
    expect(page.html).not.toContain('<script type="module"')
    expect(page.html).toContain('<main>é</main>')
    const script = /<script>(.*?)<\/script>/.exec(page.html)![1]!
    expect(script).toContain('"/assets/index-AbC_1.js"')
    expect(script).toContain('document.currentScript.remove()')
    expect(page.hashes).toEqual([sha(script)])
  })

  it('leaves other markup alone', () => {
    const other =
      '<script src="https://example.org/x.js"></script><p>src="/assets/x.js"</p>' +
      '<script type="module" async="" src="/assets/a b.js"></script>'
    expect(finish(other)).toEqual({ html: other, hashes: [] })
  })
})

describe('tags added to the head', () => {
  it('go at the end of the head, around an entry module inserted before or after it', () => {
    const tag = '<script type="module" async="" src="/assets/e.js"></script>'
    for (const [before, after] of [
      [tag, ''],
      ['', tag],
    ]) {
      const { html } = finish(
        `<html><head><title>x</title>${before}</head><body>${after}</body></html>`,
        '<link/>',
      )
      expect(html).toMatch(/^<html><head><title>x<\/title>(<script>[^<]*<\/script>)?<link\/><\/head><body>/)
      expect(html.match(/<script>/g)).toHaveLength(1)
    }
  })

  it('leave a page without a head alone', () => {
    expect(finish('<p>no head</p>', '<link/>').html).toBe('<p>no head</p>')
  })
})

describe('the head start', () => {
  it('puts the import map, then the strings script, first in the head after the charset, with both hashes in the CSP list', () => {
    const importMap = '{"imports":{"/assets/l10n/en/":"/assets/l10n/es/"}}'
    const script = '{const e=1}'
    const page = finishPage(
      new TextEncoder().encode(
        '<html lang="es-ES"><head><meta charSet="utf-8"/><script>a()</script></head></html>',
      ),
      '',
      { importMap, script },
    )
    expect(page.body.toString()).toBe(
      `<html lang="es-ES"><head><meta charSet="utf-8"/><script type="importmap">${importMap}</script><script>${script}</script><script>a()</script></head></html>`,
    )
    expect(page.scriptHashes).toEqual([sha(importMap), sha(script), sha('a()')])
    // A page without the charset first gets them first.
    const bare = finishPage(new TextEncoder().encode('<html><head><title>t</title></head></html>'), '', {
      importMap,
      script: '',
    })
    expect(bare.body.toString()).toBe(
      `<html><head><script type="importmap">${importMap}</script><title>t</title></head></html>`,
    )
  })
})

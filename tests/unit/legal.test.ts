import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales'
import { legalSlugs } from '../../core/facts/legal'
import { bundledLegalFiles, getLegalDocument, parseFrontMatter } from '../../server/legal/documents'
import { renderMarkdown, slugify } from '../../server/legal/markdown'

describe('legal documents', () => {
  it('every known document exists in every locale, and every file is a known document', () => {
    const expected = locales.flatMap((l) => legalSlugs.map((s) => `${l}/${s}.md`)).sort()
    expect(bundledLegalFiles().sort()).toEqual(expected)
    const onDisk = locales.flatMap((l) =>
      readdirSync(`server/content/legal/${l}`).map((file) => `${l}/${file}`),
    )
    expect(onDisk.sort()).toEqual(expected)
  })

  it.each(locales)('renders each document in %s with a table of contents of its ## headings', (locale) => {
    for (const slug of legalSlugs) {
      const document = getLegalDocument(slug, locale)!
      const source = readFileSync(`server/content/legal/${locale}/${slug}.md`, 'utf8')
      const headings = source.split('\n').filter((line) => line.startsWith('## '))
      expect(document.title.length).toBeGreaterThan(3)
      expect(document.description.length).toBeGreaterThan(20)
      expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(document.toc.map((entry) => entry.text)).toEqual(headings.map((h) => h.slice(3).trim()))
      const ids = [...document.html.matchAll(/<h[2-6] id="([^"]+)"/g)].map((m) => m[1])
      expect(new Set(ids).size, `${locale}/${slug} ids are unique`).toBe(ids.length)
      for (const entry of document.toc) {
        expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        expect(document.html).toContain(`<h2 id="${entry.id}">`)
      }
      expect(document.html).not.toMatch(/<(script|iframe|style|img)\b/i)
    }
  })

  it('links inside a document stay in its locale and point at pages that exist', () => {
    const known = new Set([...legalSlugs, 'data-revocation'].map((s) => `/${s}`))
    for (const locale of locales) {
      for (const slug of legalSlugs) {
        const { html } = getLegalDocument(slug, locale)!
        for (const [, href] of html.matchAll(/<a href="([^"]+)"/g)) {
          if (!href!.startsWith('/')) {
            expect(href, `${locale}/${slug}`).toMatch(/^(mailto:|https:\/\/|#)/)
            continue
          }
          const prefix = locale === 'en' ? '' : `/${locale}`
          expect(href!.startsWith(`${prefix}/`), `${href} in ${locale}/${slug}`).toBe(true)
          expect(known.has(href!.slice(prefix.length)), `${href} in ${locale}/${slug}`).toBe(true)
        }
      }
    }
  })

  it('answers null for anything that is not a known slug', () => {
    for (const slug of [
      '../en/terms-of-use',
      'terms-of-use.md',
      '',
      'TERMS-OF-USE',
      'constructor',
      '__proto__',
    ])
      expect(getLegalDocument(slug, 'en')).toBeNull()
  })
})

describe('renderMarkdown', () => {
  it('lets no raw HTML through and keeps only safe link schemes', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\nText with <b onclick="x()">tag</b> and <img src=x onerror=alert(1)>.\n\n' +
        '[bad](javascript:alert(1)) [data](data:text/html,hi) [ok](/privacy-policy) [mail](mailto:a@b.c)\n\n![img](http://x/y.png)',
    )
    expect(html).not.toMatch(/<(script|b|img)\b|href="(javascript|data)/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<a href="/privacy-policy">ok</a>')
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>')
    expect(html).toContain('<p>bad data <a')
  })

  it('gives headings stable, unique ids and lists the ## ones', () => {
    const { html, toc } = renderMarkdown(
      '## 1. Who we are\n\n### Details\n\n## 2. Quiénes somos\n\n### Details\n\n## 3. Who we are',
    )
    expect(toc).toEqual([
      { id: 'who-we-are', text: '1. Who we are' },
      { id: 'quienes-somos', text: '2. Quiénes somos' },
      { id: 'who-we-are-2', text: '3. Who we are' },
    ])
    expect(html).toContain('<h3 id="details">')
    expect(html).toContain('<h3 id="details-2">')
  })

  it('wraps tables in a focusable scroll region named by their heading', () => {
    const { html } = renderMarkdown('## Cookies\n\n| a | b |\n|---|---|\n| 1 | 2 |\n')
    expect(html).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-labelledby="cookies"><table>/,
    )
  })

  it('marks tables of more than two columns as wide (they keep a minimum width and scroll)', () => {
    const { html } = renderMarkdown('## Cookies\n\n| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |\n')
    expect(html).toContain('<div class="table-scroll table-wide" role="region" tabindex="0"')
  })
})

describe('slugify and front matter', () => {
  it('slugifies headings', () => {
    expect(slugify('5. Google Tag Manager y Consent Mode')).toBe('google-tag-manager-y-consent-mode')
    expect(slugify('10. Direitos & reclamações')).toBe('direitos-reclamacoes')
    expect(slugify('!!!')).toBe('section')
  })
  it('reads quoted and unquoted fields', () => {
    const { data, body } = parseFrontMatter('---\n\ntitle: "A: b"\nupdated: 2026-10-01\n---\n\nBody')
    expect(data).toEqual({ title: 'A: b', updated: '2026-10-01' })
    expect(body.trim()).toBe('Body')
  })
})

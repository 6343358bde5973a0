import { describe, expect, it } from 'vitest'
import { pageLocaleStrings } from './locale-strings.ts'

const files = { 'assets/shell-A1.js': 'shell-f00.js', 'assets/routes-B2.js': 'routes-ba7.js' }
const page = (lang: string, body = '') =>
  Buffer.from(
    `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head><meta charSet="utf-8"/>` +
      '<link rel="modulepreload" href="/assets/shell-A1.js" fetchPriority="low"/>' +
      '<link rel="modulepreload" href="/assets/runtime-C3.js" fetchPriority="low"/>' +
      `<link rel="modulepreload" href="/assets/routes-B2.js" fetchPriority="low"/></head><body>${body}</body></html>`,
  )

describe("a page's strings files", () => {
  it('sends a Spanish page to the Spanish files and preloads those of its chunks', () => {
    const strings = pageLocaleStrings(page('es-ES'), files)
    expect(JSON.parse(strings.importMap)).toEqual({ imports: { '/assets/l10n/en/': '/assets/l10n/es/' } })
    expect(strings.preloads).toBe(
      '<link rel="modulepreload" href="/assets/l10n/es/shell-f00.js"/>' +
        '<link rel="modulepreload" href="/assets/l10n/es/routes-ba7.js"/>',
    )
  })

  it('gives an English page no import map, and its own files', () => {
    const strings = pageLocaleStrings(page('en-US'), files)
    expect(strings.importMap).toBe('')
    expect(strings.preloads).toContain('/assets/l10n/en/shell-f00.js')
    expect(pageLocaleStrings(page('pt-PT'), files).preloads).toContain('/assets/l10n/pt/routes-ba7.js')
  })

  it('reads only the head, and adds nothing without strings files (the dev server) or a known locale', () => {
    const inBody = '<link rel="modulepreload" href="/assets/shell-A1.js"/>'
    const twice = pageLocaleStrings(page('es-ES', inBody), files).preloads.match(/shell-f00/g)
    expect(twice).toHaveLength(1)
    expect(pageLocaleStrings(page('es-ES'), {})).toEqual({ importMap: '', preloads: '' })
    expect(pageLocaleStrings(page('fr-FR'), files)).toEqual({ importMap: '', preloads: '' })
  })
})

import { describe, expect, it } from 'vitest'
import { pageLocaleStrings } from './locale-strings.ts'

const source = (locale: string, text: string) =>
  `const e=globalThis.__nestwellStrings??={};Object.assign(e.${locale}??={},{1:()=>\`${text}\`});`
const strings = {
  files: { 'assets/shell-A1.js': 'shell-f00.js', 'assets/routes-B2.js': 'routes-ba7.js' },
  sources: {
    'shell-f00.js': { en: source('en', 'Home'), es: source('es', 'Inicio'), pt: source('pt', 'Início') },
    'routes-ba7.js': { en: source('en', 'a </script> b'), es: source('es', 'x'), pt: source('pt', 'y') },
  },
}
const page = (lang: string, body = '') =>
  Buffer.from(
    `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head><meta charSet="utf-8"/>` +
      '<link rel="modulepreload" href="/assets/shell-A1.js" fetchPriority="low"/>' +
      '<link rel="modulepreload" href="/assets/runtime-C3.js" fetchPriority="low"/>' +
      `<link rel="modulepreload" href="/assets/routes-B2.js" fetchPriority="low"/></head><body>${body}</body></html>`,
  )

describe("a page's strings", () => {
  it("carries the first load's strings in the page's locale, and sends their imports to their own chunk", () => {
    const spanish = pageLocaleStrings(page('es-ES'), strings)
    expect(JSON.parse(spanish.importMap)).toEqual({
      imports: {
        '/assets/l10n/en/shell-f00.js': '/assets/shell-A1.js',
        '/assets/l10n/en/routes-ba7.js': '/assets/routes-B2.js',
        // A chunk loaded later gets its Spanish file.
        '/assets/l10n/en/': '/assets/l10n/es/',
      },
    })
    expect(spanish.script).toContain('Inicio')
    expect(spanish.script).not.toContain('Home')
    expect(spanish.script).not.toContain('Início')
  })

  it('runs as one classic script: each file in its block, no text that would end the script', () => {
    const english = pageLocaleStrings(page('en-US'), strings)
    expect(JSON.parse(english.importMap).imports['/assets/l10n/en/']).toBeUndefined()
    expect(english.script).not.toContain('</script')
    const loaded = new Function(`${english.script}; return globalThis.__nestwellStrings`)() as Record<
      string,
      Record<number, () => string>
    >
    expect(loaded.en?.[1]?.()).toBe('a </script> b')
    delete (globalThis as Record<string, unknown>).__nestwellStrings
  })

  it('reads only the head, and adds nothing without strings files (the dev server) or a known locale', () => {
    const inBody = '<link rel="modulepreload" href="/assets/shell-A1.js"/>'
    expect(pageLocaleStrings(page('es-ES', inBody), strings).script.match(/Inicio/g)).toHaveLength(1)
    expect(pageLocaleStrings(page('es-ES'), { files: {}, sources: {} })).toEqual({
      importMap: '',
      script: '',
    })
    expect(pageLocaleStrings(page('fr-FR'), strings)).toEqual({ importMap: '', script: '' })
  })
})

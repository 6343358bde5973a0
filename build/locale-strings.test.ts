import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_STRINGS_GLOBAL } from '../core/i18n/locale-strings.ts'
import { localeMessage } from '../core/i18n/locale-message.ts'
import { locales } from '../core/i18n/locales.ts'
import { browserMessageModule, parseMessageModule, stringsFile } from './locale-strings.ts'

// Paraglide's own output for a message with an input (compiled by the test set-up's typecheck or build).
const compiledPath = 'core/paraglide/messages/baby_month_label.js'
const compiled = readFileSync(compiledPath, 'utf8')
const keys = new Map([['baby_month_label', 7]])
const run = async (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`)
const globals = globalThis as Record<string, unknown>
afterEach(() => {
  delete globals[LOCALE_STRINGS_GLOBAL]
})

describe('messages split by locale for the browser', () => {
  it("reads each locale's function of a compiled message, and its key", () => {
    const message = parseMessageModule(compiled, compiledPath, keys)
    expect(message.name).toBe('baby_month_label')
    expect(message.key).toBe(7)
    expect([...message.variants.keys()].sort()).toEqual([...locales].sort())
  })

  it('fails the build on a module it does not understand, rather than losing a locale', () => {
    const withoutPortuguese = compiled.replace(/const pt_baby_month_label = /, 'const pt_other = ')
    expect(() => parseMessageModule(withoutPortuguese, compiledPath, keys)).toThrow(/has no pt function/)
    expect(() => parseMessageModule(compiled, compiledPath, new Map())).toThrow(/not in the catalogue/)
  })

  it("writes one locale's text per strings file, which the browser's message finds", async () => {
    const message = parseMessageModule(compiled, compiledPath, keys)
    const spanish = stringsFile('es', [message])
    expect(spanish).toContain('Mes ')
    expect(spanish).not.toContain('Month')
    expect(spanish).not.toContain('Mês')
    await run(spanish)
    await run(stringsFile('pt', [message]))
    const monthLabel = localeMessage(message.key)
    expect(monthLabel({ month: 7 }, { locale: 'es' })).toBe('Mes 7')
    expect(monthLabel({ month: 7 }, { locale: 'pt' })).toBe('Mês 7')
    // English was never loaded: a loud error, never another language's text.
    expect(() => monthLabel({ month: 7 }, { locale: 'en' })).toThrow(/en strings of message 7 are not loaded/)
  })

  it('gives the browser a message that holds its key and none of its text', () => {
    const browser = browserMessageModule('baby_month_label', 7)
    expect(browser).toMatch(/export const baby_month_label = \/\* @__PURE__ \*\/ localeMessage\(7\)/)
    expect(browser).not.toMatch(/Month |Mes |Mês /)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { getLocale, overwriteGetLocale } from '../paraglide/runtime.js'
import { currentLocale } from './current-locale.ts'

const paraglides = getLocale
afterEach(() => overwriteGetLocale(paraglides))

describe('currentLocale', () => {
  it('is Paraglide’s locale when it is one of the site’s', () => {
    overwriteGetLocale(() => 'pt')
    expect(currentLocale()).toBe('pt')
  })

  it('falls back to English when Paraglide answers something else', () => {
    overwriteGetLocale(() => 'fr' as never)
    expect(currentLocale()).toBe('en')
  })
})

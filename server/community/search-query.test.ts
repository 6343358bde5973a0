import { describe, expect, it } from 'vitest'
import { withoutAccents } from './search-query.ts'

describe('withoutAccents', () => {
  it('drops accents, diaeresis and cedilla, keeps ñ', () => {
    expect(withoutAccents('mãe cólicas coração bebé cigüeña')).toBe('mae colicas coracao bebe cigueña')
    expect(withoutAccents('SUEÑO Año "mães" -água')).toBe('SUEÑO Año "maes" -agua')
  })

  it('keeps ñ written as n and a combining tilde', () => {
    expect(withoutAccents('an\u0303o')).toBe('año')
  })
})

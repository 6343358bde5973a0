import { describe, expect, it } from 'vitest'
import { keepUnitsWithNumbers } from './text-format'

const nbsp = '\u00a0'

describe('keepUnitsWithNumbers', () => {
  it('joins a number to its unit with a no-break space, in every locale’s writing', () => {
    expect(keepUnitsWithNumbers('Como una lima (5,4 cm, unos 14 g).')).toBe(
      `Como una lima (5,4${nbsp}cm, unos 14${nbsp}g).`,
    )
    expect(keepUnitsWithNumbers('About 3.4 kg and 50 cm; 500 ml a day; over 38 °C')).toBe(
      `About 3.4${nbsp}kg and 50${nbsp}cm; 500${nbsp}ml a day; over 38${nbsp}°C`,
    )
    expect(keepUnitsWithNumbers('febre de 38°C ou 2 l')).toBe(`febre de 38°C ou 2${nbsp}l`)
  })

  it('leaves words that only start like a unit alone', () => {
    for (const text of ['at 12 months', 'las 2 manos', '3 meses', '4 gotas', '10 litros', '5 minutos']) {
      expect(keepUnitsWithNumbers(text)).toBe(text)
    }
  })
})

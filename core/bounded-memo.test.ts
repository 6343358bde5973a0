import { describe, expect, it } from 'vitest'
import { boundedMemo } from './bounded-memo.ts'

describe('boundedMemo', () => {
  it('computes a key once, then answers from memory', () => {
    const remember = boundedMemo<string>(10)
    let computed = 0
    const upper = (key: string) =>
      remember(key, () => {
        computed++
        return key.toUpperCase()
      })
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A'])
    expect(computed).toBe(2)
  })

  it('holds at most its size: when full it starts again empty', () => {
    const remember = boundedMemo<number>(3)
    let computed = 0
    const count = (key: string) => remember(key, () => ++computed)
    for (const key of ['a', 'b', 'c']) count(key)
    expect(count('a')).toBe(1)
    count('d') // full: forgets a, b and c
    expect(count('a')).toBe(5)
    expect(count('d')).toBe(4)
  })
})

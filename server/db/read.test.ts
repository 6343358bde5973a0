import { describe, expect, it } from 'vitest'
import { lagSeconds, parseLsn } from './read.ts'

describe('parseLsn', () => {
  it('reads both halves of a pg_lsn as one byte position', () => {
    expect(parseLsn('0/0')).toBe(0n)
    expect(parseLsn('0/3000148')).toBe(0x3000148n)
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n)
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true)
  })
})

describe('lagSeconds', () => {
  const samples = [
    { at: 1_000, lsn: 100n },
    { at: 2_000, lsn: 100n },
    { at: 3_000, lsn: 250n },
    { at: 4_000, lsn: 400n },
  ]
  it('is 0 once the replica has replayed the newest position, however old the last write', () => {
    expect(lagSeconds(samples, 400n, 60_000)).toBe(0)
    expect(lagSeconds(samples, 500n, 60_000)).toBe(0)
  })
  it('is the age of the oldest position the replica has not replayed', () => {
    expect(lagSeconds(samples, 100n, 5_000)).toBe(2)
    expect(lagSeconds(samples, 300n, 5_000)).toBe(1)
    expect(lagSeconds(samples, 0n, 5_000)).toBe(4)
  })
})

import { describe, expect, it } from 'vitest'
import { retryDelayMs } from './outbox.ts'

describe('retry delays', () => {
  it('double per attempt, with jitter, up to the cap', () => {
    const middle = () => 0.5
    expect(retryDelayMs(1, 30_000, 3_600_000, middle)).toBe(30_000)
    expect(retryDelayMs(2, 30_000, 3_600_000, middle)).toBe(60_000)
    expect(retryDelayMs(5, 30_000, 3_600_000, middle)).toBe(480_000)
    expect(retryDelayMs(30, 30_000, 3_600_000, middle)).toBe(3_600_000)
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 0)).toBe(24_000)
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 1)).toBe(36_000)
  })
})

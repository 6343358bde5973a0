import { describe, expect, it } from 'vitest'
import { dialogZIndex, shouldCloseOnSwipe } from './dialog-stack'

describe('dialog stacking', () => {
  it('starts at 1000 and adds 2 per level', () => {
    expect([0, 1, 2, 3].map(dialogZIndex)).toEqual([1000, 1002, 1004, 1006])
  })
})

describe('swipe to close', () => {
  const panelHeight = 600
  it('closes past 10 % of the panel height, however slow', () => {
    expect(shouldCloseOnSwipe({ distance: 61, durationMs: 2000, panelHeight })).toBe(true)
    expect(shouldCloseOnSwipe({ distance: 60, durationMs: 2000, panelHeight })).toBe(false)
  })
  it('closes on a quick flick within 300 ms, but not on a tap', () => {
    expect(shouldCloseOnSwipe({ distance: 30, durationMs: 150, panelHeight })).toBe(true)
    expect(shouldCloseOnSwipe({ distance: 30, durationMs: 300, panelHeight })).toBe(true)
    expect(shouldCloseOnSwipe({ distance: 30, durationMs: 301, panelHeight })).toBe(false)
    expect(shouldCloseOnSwipe({ distance: 3, durationMs: 80, panelHeight })).toBe(false)
  })
  it('never closes on an upward swipe', () => {
    expect(shouldCloseOnSwipe({ distance: -200, durationMs: 100, panelHeight })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { type IdleState, initialIdleState, nextIdleState } from './idle-memory.ts'

/** The ticks (by index) at which a process with these event-loop utilisations collects. */
function collectedAt(utilizations: number[]): number[] {
  let state: IdleState = initialIdleState
  return utilizations.flatMap((utilization, tick) => {
    const next = nextIdleState(state, utilization)
    state = next.state
    return next.collect ? [tick] : []
  })
}

describe('the idle memory release', () => {
  it('collects once, after a busy tick and two quiet ones', () => {
    expect(collectedAt([0.9, 0.5, 0.01, 0.0, 0.0, 0.0, 0.01])).toEqual([3])
  })

  it('never collects in a process that was never busy', () => {
    expect(collectedAt([0, 0, 0, 0.1, 0, 0, 0.15, 0, 0])).toEqual([])
  })

  it('waits while traffic trickles in (between quiet and busy), and collects when it stops', () => {
    expect(collectedAt([0.8, 0.01, 0.1, 0.01, 0.05, 0.01, 0.01])).toEqual([6])
  })

  it('starts over with a new busy spell', () => {
    expect(collectedAt([0.9, 0, 0, 0.9, 0, 0.9, 0, 0])).toEqual([2, 7])
  })
})

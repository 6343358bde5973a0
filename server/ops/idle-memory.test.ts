import { describe, expect, it } from 'vitest'
import { type IdleState, initialIdleState, nextIdleState } from './idle-memory.ts'

function run(utilizations: number[]): boolean[] {
  let state: IdleState = initialIdleState
  return utilizations.map((utilization) => {
    const next = nextIdleState(state, utilization)
    state = next.state
    return next.collect
  })
}

describe('the idle memory release', () => {
  it('collects once, after a busy tick and two quiet ones', () => {
    expect(run([0.9, 0.5, 0.01, 0.0, 0.0, 0.0, 0.01])).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ])
  })

  it('never collects in a process that was never busy', () => {
    expect(run([0, 0, 0, 0.1, 0, 0, 0.15, 0, 0])).toEqual(Array(9).fill(false))
  })

  it('waits while traffic trickles in (between quiet and busy), and collects when it stops', () => {
    expect(run([0.8, 0.01, 0.1, 0.01, 0.05, 0.01, 0.01])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ])
  })

  it('starts over with a new busy spell', () => {
    expect(run([0.9, 0, 0, 0.9, 0, 0.9, 0, 0])).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      true,
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { encodeChange } from './fan-out'

describe('encodeChange', () => {
  it('sends a change as JSON', () => {
    const change = { keys: ['post:a', 'community'] as const, reason: 'takedown' as const }
    expect(JSON.parse(encodeChange({ ...change, keys: [...change.keys] }))).toEqual(change)
  })
  it('sends a change too large for NOTIFY as a change of everything', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `post:slug-number-${i}` as const)
    const payload = encodeChange({ keys, reason: 'ingest' })
    expect(payload.length).toBeLessThan(8000)
    expect(JSON.parse(payload)).toEqual({ keys: ['site'], reason: 'ingest' })
  })
})

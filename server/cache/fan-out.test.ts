import { describe, expect, it } from 'vitest'
import { decodeChange, encodeChange } from './fan-out.ts'

describe('encodeChange', () => {
  it('sends a change as JSON with its sender', () => {
    const change = { keys: ['post:a', 'community'] as const, reason: 'takedown' as const }
    expect(JSON.parse(encodeChange({ ...change, keys: [...change.keys] }, 'other'))).toEqual({
      origin: 'other',
      ...change,
    })
  })
  it('sends a change too large for NOTIFY as a change of everything', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `post:slug-number-${i}` as const)
    const payload = encodeChange({ keys, reason: 'ingest' }, 'other')
    expect(payload.length).toBeLessThan(8000)
    expect(JSON.parse(payload)).toEqual({ origin: 'other', keys: ['site'], reason: 'ingest' })
  })
})

describe('decodeChange', () => {
  it("reads another process's change", () => {
    const payload = encodeChange({ keys: ['post:a'], reason: 'takedown' }, 'community-sync')
    expect(decodeChange(payload)).toEqual({ keys: ['post:a'], reason: 'takedown' })
  })
  it('ignores this process’s own change (delivered already) and unreadable payloads', () => {
    expect(decodeChange(encodeChange({ keys: ['post:a'], reason: 'takedown' }))).toBeNull()
    expect(decodeChange('not json')).toBeNull()
    expect(decodeChange('{"origin":"x"}')).toBeNull()
  })
})

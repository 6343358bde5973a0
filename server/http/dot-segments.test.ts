import { describe, expect, it } from 'vitest'
import { hasDotSegment } from './dot-segments.ts'

describe('hasDotSegment', () => {
  it('finds dot segments in every spelling', () => {
    for (const path of [
      '/..',
      '/.',
      '/%2e%2e',
      '/%2E%2e',
      '/.%2e',
      '/es/..',
      '/a/../b',
      '/%2e%2e/package.json',
      '/..?x=1',
    ])
      expect(hasDotSegment(path), path).toBe(true)
  })
  it('leaves ordinary paths alone', () => {
    for (const path of [
      undefined,
      '/',
      '/es',
      '/terms-of-use',
      '/..%2F..%2Fetc%2Fpasswd',
      '/a.b',
      '/...',
      '/x?y=..',
    ])
      expect(hasDotSegment(path), String(path)).toBe(false)
  })
})

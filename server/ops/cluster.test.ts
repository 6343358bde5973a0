import { describe, expect, it } from 'vitest'
import { workerEnv } from './cluster.ts'

describe("a worker's environment", () => {
  it("is the primary's, with malloc's arenas capped unless the operator chose", () => {
    expect(workerEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' })
    expect(workerEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8')
  })
})

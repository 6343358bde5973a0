import { EventEmitter } from 'node:events'
import type { Pool } from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { isDatabaseUnavailable, releaseLostClients } from './client.ts'

function fakePool() {
  const client = Object.assign(new EventEmitter(), { release: vi.fn() })
  const pool = { connect: vi.fn(async () => client) } as unknown as Pool
  releaseLostClients(pool)
  return { pool, client, release: client.release }
}

describe('releaseLostClients', () => {
  it('releases a checked-out client that loses its connection, once, with the error', async () => {
    const { pool, release } = fakePool()
    const client = await pool.connect()
    const lost = new Error('Connection terminated unexpectedly')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // Without a listener this 'error' event would throw (and crash the process).
    client.emit('error', lost)
    expect(release).toHaveBeenCalledExactlyOnceWith(lost)
    // Its user releasing it afterwards (drizzle's finally) is not a double release.
    client.release()
    expect(release).toHaveBeenCalledTimes(1)
  })

  it('leaves a healthy client to its user', async () => {
    const { pool, release } = fakePool()
    const client = await pool.connect()
    client.release()
    expect(release).toHaveBeenCalledExactlyOnceWith(undefined)
    expect(client.listenerCount('error')).toBe(0)
  })
})

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause })
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['connection exception', withCode('connection failure', '08006')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s, also as a cause', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('does not excuse %s', (_label, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false)
  })
})

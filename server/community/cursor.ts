// The listing cursor: the last item's time and id, so pages stay stable while posts are added.
import { INT4_MAX } from '../../core/schemas/text.ts'

export class InvalidCursorError extends Error {}

export function encodeCursor(createdAt: Date | string, id: number): string {
  return Buffer.from(`${new Date(createdAt).toISOString()}|${id}`).toString('base64url')
}

// Only a cursor this module could have written is read back: its time is an ISO date of a
// year from 1 to 9999 and its id a PostgreSQL integer, so the query never meets a value the
// database cannot hold (ids of 2^31 and more, years past 9999 failed with a 500).
export function decodeCursor(cursor: string): { createdAt: Date; id: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9]\d{0,9})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  )
  if (!match) return null
  const createdAt = new Date(match[1]!)
  const id = Number(match[2])
  // Year 0 is valid to JavaScript (1 BC), not to PostgreSQL's ISO input.
  if (Number.isNaN(createdAt.getTime()) || createdAt.getUTCFullYear() < 1 || id > INT4_MAX) return null
  // Round trip: no second spelling of a cursor (a second key in the query cache, odd dates like Feb 30).
  if (encodeCursor(createdAt, id) !== cursor) return null
  return { createdAt, id }
}

// Per-address limit on form submissions, kept in the database (rate-limiter-flexible's Drizzle
// store), so it holds across every server process on one PostgreSQL and works on PGlite too.
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'
import { log } from '../ops/log.ts'

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface RateLimitSettings {
  points: number
  durationSeconds: number
}

const limiters = new WeakMap<Database, RateLimiterDrizzle>()

function limiterFor(db: Database, settings: RateLimitSettings): RateLimiterDrizzle {
  let limiter = limiters.get(db)
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: 'forms',
      points: settings.points,
      duration: settings.durationSeconds,
    })
    limiters.set(db, limiter)
  }
  return limiter
}

/** Counts one submission for `key`. A broken store lets the submission through (logged). */
export async function consumeSubmission(
  db: Database,
  key: string,
  settings: RateLimitSettings,
): Promise<RateLimitResult> {
  try {
    await limiterFor(db, settings).consume(key, 1)
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
    // The driver's message: drizzle's own repeats the statement and its parameters (the address).
    const cause = (error as Error).cause
    const message = cause instanceof Error ? cause.message : (error as Error).message
    log.warn({ message }, 'forms: rate limiter unavailable, submission allowed')
    return { ok: true }
  }
}

// What an unexpected failure of a procedure says when the server's own render calls it directly
// (no HTTP, no error formatter): "Internal error", never the failure's words (a database error
// carries its SQL and parameters, and a failed loader's message is written into the page).
import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import { AppError } from '../errors.ts'
import { INTERNAL_ERROR, publicProcedure, router, sharedProcedure } from './init.ts'

const sql = 'Failed query: select "id" from "revocations" where "token_hash" = $1 params: 6b1f…'

const testRouter = router({
  databaseDown: sharedProcedure.query((): string => {
    throw new Error(sql)
  }),
  writeFailed: publicProcedure.mutation((): string => {
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: sql })
  }),
  notFound: sharedProcedure.query((): string => {
    throw new AppError('NOT_FOUND')
  }),
})
const caller = testRouter.createCaller({
  request: new Request('http://localhost/'),
  ip: '127.0.0.1',
  locale: 'en',
  cookies: { get: () => undefined, set: () => {} },
})

describe('an unexpected failure, called directly', () => {
  it('says "Internal error" and keeps the failure as its cause for the log', async () => {
    for (const call of [() => caller.databaseDown(), () => caller.writeFailed()]) {
      const error = (await call().catch((e: unknown) => e)) as TRPCError
      expect(error).toBeInstanceOf(TRPCError)
      expect(error.code).toBe('INTERNAL_SERVER_ERROR')
      expect(error.message).toBe(INTERNAL_ERROR)
      expect(String(error.cause)).toContain('revocations')
    }
  })

  it('turns an application error into its tRPC code, which pages read as their 404 (isTrpcNotFound)', async () => {
    const error = (await caller.notFound().catch((e: unknown) => e)) as TRPCError
    expect(error).toBeInstanceOf(TRPCError)
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'NOT_FOUND' })
  })
})

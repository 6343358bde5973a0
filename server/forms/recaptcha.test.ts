import { describe, expect, it } from 'vitest'
import { verifyRecaptcha } from './recaptcha.ts'

const settings = { secret: 's3cret', minScore: 0.5, verifyUrl: 'https://verify.test/siteverify' }
const answer = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

describe('verifyRecaptcha', () => {
  it('is skipped without a secret', async () => {
    expect(await verifyRecaptcha({ ...settings, secret: undefined }, { expectedAction: 'a' })).toEqual({
      ok: true,
      skipped: true,
    })
  })

  it('sends the secret, the token and the address, and accepts a good answer', async () => {
    let sent: URLSearchParams | undefined
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent = init.body as URLSearchParams
      return new Response(JSON.stringify({ success: true, score: 0.9, action: 'book_a_call' }))
    }) as unknown as typeof fetch
    const result = await verifyRecaptcha(
      settings,
      { token: 'tok', expectedAction: 'book_a_call', remoteIp: '203.0.113.7' },
      fetchImpl,
    )
    expect(result).toEqual({ ok: true, skipped: false, score: 0.9 })
    expect(sent?.get('secret')).toBe('s3cret')
    expect(sent?.get('response')).toBe('tok')
    expect(sent?.get('remoteip')).toBe('203.0.113.7')
  })

  it.each([
    ['no token', undefined, answer({ success: true, score: 1, action: 'x' }), 'missing_token'],
    ['rejected', 'tok', answer({ success: false }), 'rejected'],
    ['low score', 'tok', answer({ success: true, score: 0.2, action: 'x' }), 'low_score'],
    ['wrong action', 'tok', answer({ success: true, score: 0.9, action: 'other' }), 'wrong_action'],
    ['verify server error', 'tok', answer({}, 500), 'unavailable'],
    [
      'network failure',
      'tok',
      (async () => {
        throw new Error('offline')
      }) as unknown as typeof fetch,
      'unavailable',
    ],
  ])('refuses: %s', async (_label, token, fetchImpl, reason) => {
    expect(await verifyRecaptcha(settings, { token, expectedAction: 'x' }, fetchImpl)).toEqual({
      ok: false,
      reason,
    })
  })
})

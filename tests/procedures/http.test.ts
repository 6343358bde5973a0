// The tRPC HTTP mounting: the Origin rule, the batch cap, Retry-After, the region cookie's
// Secure flag on an https site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BATCH_CALLS } from '../../core/schemas/rpc-limits'
import { db } from '../../server/db/client'
import { handleTrpcRequest } from '../../server/trpc/http'
import { cleanUp, client, mediaKit } from './forms-helpers'

// Read when the environment is first parsed (the first request below): an https public site,
// and the test switches (the rate-limit bucket from x-test-client).
const SITE = 'https://nestwell.example'
process.env.PUBLIC_SITE_URL = SITE

beforeAll(async () => {
  await db()
})
afterAll(cleanUp)

function post(url: string, headers: Record<string, string>, body: unknown = mediaKit()) {
  return handleTrpcRequest(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client(), ...headers },
      body: JSON.stringify(body),
    }),
  )
}

describe('the Origin of a mutation', () => {
  it('is compared with PUBLIC_SITE_URL, not with the Host the request names', async () => {
    // DNS rebinding: Host and Origin forged together.
    const forged = await post('http://evil.example/api/trpc/forms.mediaKit', {
      origin: 'http://evil.example',
    })
    expect(forged.status).toBe(403)
    expect((await forged.json()).error.data.code).toBe('FORBIDDEN')
    const ours = await post('http://10.0.0.5:3000/api/trpc/forms.mediaKit', { origin: SITE })
    expect(ours.status).toBe(200)
  })

  it('refuses in the visitor’s language', async () => {
    const response = await post(`${SITE}/api/trpc/forms.mediaKit`, { origin: 'null', 'x-locale': 'es' })
    expect(response.status).toBe(403)
    expect((await response.json()).error.message).toBe('No se aceptan peticiones desde otros sitios.')
  })
})

describe('batches', () => {
  const batch = (calls: number) =>
    handleTrpcRequest(
      new Request(
        `${SITE}/api/trpc/${Array(calls).fill('site.config').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
        { headers: { 'x-locale': 'pt' } },
      ),
    )

  it(`answer up to ${MAX_BATCH_CALLS} calls and refuse more with 400`, async () => {
    expect((await batch(MAX_BATCH_CALLS)).status).toBe(200)
    const refused = await batch(600)
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.message).toBe('Há demasiadas chamadas num só pedido.')
  })

  it('count calls separated by an encoded comma too', async () => {
    const path = Array(MAX_BATCH_CALLS + 1)
      .fill('site.config')
      .join('%2C')
    const response = await handleTrpcRequest(new Request(`${SITE}/api/trpc/${path}?batch=1&input=%7B%7D`))
    expect(response.status).toBe(400)
  })
})

describe('headers of answers', () => {
  it('a 429 says when to try again (Retry-After, in seconds)', async () => {
    const headers = { ...client(), origin: SITE }
    const statuses: number[] = []
    let limited: Response | undefined
    for (let i = 0; i < 10 && !limited; i++) {
      const response = await post(`${SITE}/api/trpc/forms.mediaKit`, headers)
      statuses.push(response.status)
      if (response.status === 429) limited = response
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(limited?.status).toBe(429)
    const seconds = Number(limited!.headers.get('retry-after'))
    expect(Number.isInteger(seconds)).toBe(true)
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(600)
  })

  it('the region cookie is Secure on an https site', async () => {
    const response = await handleTrpcRequest(new Request(`${SITE}/api/trpc/regions.current`))
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('client_region='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/; Secure(;|$)/)
    expect(cookie).toMatch(/; SameSite=Lax/)
  })
})

// With RECAPTCHA_SECRET set, the procedures verify the token against RECAPTCHA_VERIFY_URL (a
// local stand-in for Google here) with the form's action, and refuse a failed check with 403.
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../server/db/client'
import { formSubmissions } from '../../server/db/schema'
import { bookCall, cleanUp, client, mediaKit, mutate, revocation } from './forms-helpers'

let verifier: Server
const seen: URLSearchParams[] = []

beforeAll(async () => {
  // Google's answer depends on the token in this stand-in: "good-<action>", "bot" or anything else.
  verifier = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const params = new URLSearchParams(body)
      seen.push(params)
      const token = params.get('response') ?? ''
      const answer = token.startsWith('good-')
        ? { success: true, score: 0.9, action: token.slice(5) }
        : token === 'bot'
          ? { success: true, score: 0.1, action: 'book_a_call' }
          : { success: false, 'error-codes': ['invalid-input-response'] }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', () => resolve()))
  const { port } = verifier.address() as AddressInfo
  // Read when the environment is first parsed (the first database call below).
  process.env.RECAPTCHA_SECRET = 'test-secret'
  process.env.RECAPTCHA_MIN_SCORE = '0.5'
  process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${port}/siteverify`
  await db()
})

afterAll(async () => {
  await cleanUp()
  await new Promise((resolve) => verifier.close(resolve))
})

async function count(email: string) {
  return (await (await db()).select().from(formSubmissions).where(eq(formSubmissions.email, email))).length
}

describe('reCAPTCHA on the server', () => {
  it.each([
    ['forms.bookCall', bookCall, 'book_a_call'],
    ['forms.mediaKit', mediaKit, 'get_media_kit'],
    ['forms.dataRevocation', revocation, 'data_revocation'],
  ] as const)('%s accepts a good token for its action', async (path, make, action) => {
    const input = make({ recaptchaToken: `good-${action}` })
    expect((await mutate(path, input, client())).status).toBe(200)
    expect(await count(input.email as string)).toBe(1)
    expect(seen.at(-1)?.get('secret')).toBe('test-secret')
  })

  it.each([
    ['no token', undefined],
    ['a token Google rejects', 'forged'],
    ['a low score', 'bot'],
    ['a token of another form', 'good-get_media_kit'],
  ])('refuses %s with 403 and stores nothing', async (_label, recaptchaToken) => {
    const input = bookCall({ recaptchaToken })
    const { status, error } = await mutate('forms.bookCall', input, client())
    expect(status).toBe(403)
    expect(error?.data.code).toBe('FORBIDDEN')
    expect(await count(input.email as string)).toBe(0)
  })
})

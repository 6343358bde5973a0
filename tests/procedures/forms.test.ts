// The form procedures through the real HTTP handler: storage, idempotency, mails queued in the
// visitor's language, bot defence, and 4xx (never 5xx) for every kind of bad payload.
import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as m from '../../core/paraglide/messages'
import { limits } from '../../core/schemas/forms'
import { db } from '../../server/db/client'
import { dataRevocations, formSubmissions, mailOutbox } from '../../server/db/schema'
import { setIntakeHooks } from '../../server/forms/intake'
import { installFormsTestSwitches } from './forms-switches'
import { bookCall, cleanUp, client, mediaKit, mutate, revocation, uniqueEmail } from './forms-helpers'

// The test switches (the rate-limit bucket from x-test-client, the @fail.test address) are
// installed by forms-helpers, as the browser suite's server installs them at start-up.

beforeAll(async () => {
  await db()
})
afterAll(cleanUp)

async function stored(email: string) {
  const database = await db()
  const submissions = await database.select().from(formSubmissions).where(eq(formSubmissions.email, email))
  const ids = submissions.map((s) => s.id)
  const mails = ids.length
    ? await database
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.submissionId, ids))
        .orderBy(asc(mailOutbox.id))
    : []
  return { submissions, mails }
}

const procedures = [
  ['forms.bookCall', bookCall],
  ['forms.mediaKit', mediaKit],
  ['forms.dataRevocation', revocation],
] as const

describe('a valid submission', () => {
  it.each(['en', 'es', 'pt'] as const)(
    'book a call (%s): one row, a team mail in English and a visitor mail in the language',
    async (locale) => {
      const input = bookCall({ locale })
      const { status, data } = await mutate('forms.bookCall', input, client())
      expect(status).toBe(200)
      expect(data).toEqual({ status: 'received' })
      const { submissions, mails } = await stored(input.email)
      expect(submissions).toHaveLength(1)
      expect(submissions[0]).toMatchObject({
        kind: 'book_a_call',
        locale,
        fullName: input.fullName,
        companyName: input.companyName,
        preferredTime: input.preferredTime,
      })
      expect(mails.map((m) => [m.template, m.locale, m.toAddress])).toEqual([
        ['book_a_call.team', 'en', 'partners@nestwell.app'],
        ['book_a_call.visitor', locale, input.email],
      ])
      const [team, visitor] = mails
      expect(team!.replyTo).toBe(input.email)
      expect(visitor!.subject).toBe(m.mail_book_call_subject({}, { locale }))
      expect(visitor!.html).toContain(m.forms_book_call_success_title({}, { locale }))
      expect(visitor!.html).toContain(`lang="${{ en: 'en-US', es: 'es-ES', pt: 'pt-PT' }[locale]}"`)
      // The team gets what was typed; the unverified address gets our words only.
      expect(team!.text).toContain(input.preferredTime)
      expect(visitor!.text).not.toContain(input.preferredTime)
      expect(visitor!.text).not.toContain(input.fullName)
    },
  )

  it('media kit: the visitor mail carries the audience figures in the language', async () => {
    const input = mediaKit({ locale: 'pt' })
    expect((await mutate('forms.mediaKit', input, client())).status).toBe(200)
    const { submissions, mails } = await stored(input.email)
    expect(submissions).toHaveLength(1)
    expect(submissions[0]!.preferredTime).toBeNull()
    const visitor = mails.find((m) => m.template === 'get_media_kit.visitor')!
    expect(visitor.subject).toBe('O media kit da Nestwell')
    // pt-PT groups thousands with a (narrow) space; 4,8 with a comma.
    expect(visitor.text).toMatch(/417\s594/)
    expect(visitor.text).toContain('4,8')
    expect(mails.map((m) => m.template)).toEqual(['get_media_kit.team', 'get_media_kit.visitor'])
  })

  it('data revocation: a request with a hashed token, a privacy-team mail and a confirmation link', async () => {
    const input = revocation({ locale: 'es' })
    expect((await mutate('forms.dataRevocation', input, client())).status).toBe(200)
    const { submissions, mails } = await stored(input.email)
    expect(submissions).toHaveLength(1)
    const [request] = await (await db())
      .select()
      .from(dataRevocations)
      .where(eq(dataRevocations.email, input.email))
    expect(request).toMatchObject({ reason: input.reason, locale: 'es', confirmedAt: null, dueAt: null })
    expect(request!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(mails.map((m) => [m.template, m.toAddress])).toEqual([
      ['data_revocation.team', 'privacy@nestwell.app'],
      ['data_revocation.visitor', input.email],
    ])
    const visitor = mails[1]!
    expect(visitor.subject).toBe(m.mail_revocation_subject({}, { locale: 'es' }))
    const link = /http:\/\/localhost:3000\/es\/data-revocation\?token=([A-Za-z0-9_-]{43})/.exec(visitor.text)
    expect(link).not.toBeNull()
    // Only the hash is stored, never the token.
    expect(request!.tokenHash).not.toContain(link![1])
  })

  it('escapes what the visitor typed in the team mail, and keeps it out of the visitor mail', async () => {
    const input = bookCall({ fullName: '<img src=x onerror=alert(1)>', companyName: 'A & "B" <Ltd>' })
    expect((await mutate('forms.bookCall', input, client())).status).toBe(200)
    const { mails } = await stored(input.email)
    for (const mail of mails) expect(mail.html).not.toContain('<img src=x')
    // The team's mail shows it as text; the visitor's (to an unverified address) not at all.
    const [teamMail, visitorMail] = mails
    expect(teamMail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(teamMail!.html).toContain('A &amp; &quot;B&quot; &lt;Ltd&gt;')
    expect(visitorMail!.html).not.toContain('img src=x')
    // Subjects are one line, whatever the name holds.
    const team = mails.find((m) => m.template === 'book_a_call.team')!
    expect(team.subject).not.toMatch(/[\r\n]/)
  })

  it('trims the answers before storing them', async () => {
    const email = uniqueEmail()
    const input = bookCall({ fullName: '  Ana  ', email: `  ${email}  ` })
    expect((await mutate('forms.bookCall', input, client())).status).toBe(200)
    const { submissions } = await stored(email)
    expect(submissions[0]!.fullName).toBe('Ana')
  })
})

describe('idempotency', () => {
  it.each(procedures)(
    '%s: the same fill sent twice, in a row or at once, is one submission',
    async (path, make) => {
      const input = make()
      const headers = client()
      const first = await mutate(path, input, headers)
      const second = await mutate(path, input, headers)
      expect([first.status, second.status]).toEqual([200, 200])
      expect(second.data).toEqual(first.data)

      const concurrent = make()
      const answers = await Promise.all([1, 2, 3].map(() => mutate(path, concurrent, headers)))
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200])

      for (const email of [input.email, concurrent.email]) {
        const { submissions, mails } = await stored(email as string)
        expect(submissions).toHaveLength(1)
        expect(mails).toHaveLength(2)
      }
    },
  )
})

describe('bot defence', () => {
  it.each(procedures)('%s: a filled honeypot answers success and stores nothing', async (path, make) => {
    const input = make({ website: 'https://spam.example' })
    const { status, data } = await mutate(path, input, client())
    expect(status).toBe(200)
    expect(data).toEqual({ status: 'received' })
    expect((await stored(input.email as string)).submissions).toHaveLength(0)
  })

  it('limits submissions per client and answers 429 with a translated message', async () => {
    const headers = client()
    for (let i = 0; i < 5; i++) {
      expect((await mutate('forms.mediaKit', mediaKit(), headers)).status).toBe(200)
    }
    const limited = mediaKit({ locale: 'es' })
    const answer = await mutate('forms.mediaKit', limited, headers)
    expect(answer.status).toBe(429)
    expect(answer.error?.data.code).toBe('TOO_MANY_REQUESTS')
    // The code the browser translates, and the same catalogue's text for other clients.
    expect(answer.error?.data.appCode).toBe('RATE_LIMITED')
    expect(answer.error?.message).toBe(m.forms_error_rate_limited({}, { locale: 'es' }))
    expect((await stored(limited.email as string)).submissions).toHaveLength(0)
    // The limit is per client (all forms together), another client is not affected.
    expect((await mutate('forms.bookCall', bookCall(), client())).status).toBe(200)
    expect((await mutate('forms.bookCall', bookCall(), headers)).status).toBe(429)
  })

  it('a repeated submit of a stored fill costs no rate-limit point', async () => {
    const headers = client()
    const input = bookCall()
    for (let i = 0; i < 8; i++) expect((await mutate('forms.bookCall', input, headers)).status).toBe(200)
    expect((await mutate('forms.bookCall', bookCall(), headers)).status).toBe(200)
  })
})

describe('the test switches', () => {
  it('an @fail.test address fails with 500 and a generic message, and stores nothing', async () => {
    const input = bookCall({ email: uniqueEmail('broken', 'fail.test') })
    const { status, error } = await mutate('forms.bookCall', input, client())
    expect(status).toBe(500)
    expect(error?.message).toBe('Internal error')
    expect(error?.data.appCode).toBeUndefined()
    expect((await stored(input.email as string)).submissions).toHaveLength(0)
  })

  it('are not part of the procedures: without them, @fail.test is an address like any other', async () => {
    setIntakeHooks({})
    try {
      const input = bookCall({ email: uniqueEmail('ordinary', 'fail.test') })
      expect((await mutate('forms.bookCall', input, client())).status).toBe(200)
      expect((await stored(input.email as string)).submissions).toHaveLength(1)
    } finally {
      installFormsTestSwitches()
    }
  })
})

describe('bad payloads get 4xx with field errors, never 5xx', () => {
  const long = (n: number) => 'x'.repeat(n)
  const fieldCases = (make: (o?: Record<string, unknown>) => Record<string, unknown>) => {
    const valid = make()
    const fields = Object.keys(valid)
    const cases: Array<[string, Record<string, unknown>, string[]]> = [
      ['empty object', {}, fields.filter((f) => !['recaptchaToken', 'website'].includes(f))],
      ['invalid email', make({ email: 'not-an-email' }), ['email']],
      ['email too long', make({ email: `${long(250)}@example.com` }), ['email']],
      ['email as a number', make({ email: 42 }), ['email']],
      ['email as an object', make({ email: { $ne: '' } }), ['email']],
      ['key not a UUID', make({ idempotencyKey: 'abc' }), ['idempotencyKey']],
      ['unknown locale', make({ locale: 'fr' }), ['locale']],
      ['oversized token', make({ recaptchaToken: long(5000) }), ['recaptchaToken']],
      ['oversized honeypot', make({ website: long(600) }), ['website']],
    ]
    if ('fullName' in valid) {
      cases.push(
        ['name too long', make({ fullName: long(limits.fullName + 1) }), ['fullName']],
        ['blank name', make({ fullName: '   ' }), ['fullName']],
        ['company as an array', make({ companyName: ['a'] }), ['companyName']],
        ['company too long', make({ companyName: long(limits.companyName + 1) }), ['companyName']],
        ['privacy as a string', make({ privacyAccepted: 'true' }), ['privacyAccepted']],
        ['privacy refused', make({ privacyAccepted: false }), ['privacyAccepted']],
      )
    }
    if ('preferredTime' in valid) {
      cases.push(
        [
          'preferred time too long',
          make({ preferredTime: long(limits.preferredTime + 1) }),
          ['preferredTime'],
        ],
        ['preferred time null', make({ preferredTime: null }), ['preferredTime']],
      )
    }
    if ('reason' in valid) {
      cases.push(
        ['reason too long (1 MB)', make({ reason: long(1_000_000) }), ['reason']],
        ['reason missing', make({ reason: undefined }), ['reason']],
        ['deletion not confirmed', make({ confirmDeletion: false }), ['confirmDeletion']],
        ['confirmation as a number', make({ confirmDeletion: 1 }), ['confirmDeletion']],
      )
    }
    return cases
  }

  it.each(procedures)('%s: wrong fields', async (path, make) => {
    for (const [label, input, expected] of fieldCases(make)) {
      const { status, error } = await mutate(path, input, client())
      expect(status, label).toBe(400)
      const fieldErrors = error?.data.zodError?.fieldErrors as Record<string, string[]>
      expect(Object.keys(fieldErrors).sort(), label).toEqual([...expected].sort())
      // Form fields carry message keys the browser translates.
      for (const key of expected.filter(
        (f) => !['idempotencyKey', 'locale', 'recaptchaToken', 'website'].includes(f),
      )) {
        expect(fieldErrors[key]![0], `${label}: ${key}`).toMatch(/^forms_error_/)
      }
    }
  })

  it.each(procedures)('%s: not an object at all', async (path) => {
    for (const input of [null, 'a string', 42, [], [1, 2], true]) {
      const { status, error } = await mutate(path, input, client())
      expect(status, JSON.stringify(input)).toBe(400)
      expect(error?.data.zodError?.formErrors.length, JSON.stringify(input)).toBeGreaterThan(0)
    }
  })

  it.each(procedures)('%s: broken JSON, wrong method', async (path) => {
    const broken = await mutate(path, undefined, client(), '{"email": ')
    expect(broken.status).toBe(400)
    const asQuery = await handleGet(path)
    expect(asQuery).toBeGreaterThanOrEqual(400)
    expect(asQuery).toBeLessThan(500)
  })

  it('prototype keys are ignored, not merged', async () => {
    const input = JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(bookCall()).slice(1)}`)
    const { status } = await mutate('forms.bookCall', input, client())
    expect(status).toBe(200)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

async function handleGet(path: string): Promise<number> {
  const { handleTrpcRequest } = await import('../../server/trpc/http')
  const response = await handleTrpcRequest(new Request(`http://localhost/api/trpc/${path}?input=%7B%7D`))
  return response.status
}

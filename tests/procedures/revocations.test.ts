// Data deletion requests: the single-use confirmation link, the due date one month after the
// confirmation, and the operator's list / export / done.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, db } from '../../server/db/client'
import { dataRevocations, formSubmissions, mailOutbox } from '../../server/db/schema'
import { Route as confirmRoute } from '../../app/routes/api/revocations.confirm'
import {
  completeRevocation,
  confirmRevocation,
  listRevocations,
  revocationTokenState,
  toCsv,
} from '../../server/forms/revocations'
import * as m from '../../core/paraglide/messages'
import { handleTrpcRequest } from '../../server/trpc/http'
import { cleanUp, client, mutate, revocation } from './forms-helpers'

const site = { siteName: 'Nestwell', siteUrl: 'http://localhost:3000' }
let database: Database
beforeAll(async () => {
  database = await db()
})
afterAll(cleanUp)

/** Files a request as a visitor would, and returns its row and the token from the e-mail. */
async function request(locale: 'en' | 'es' | 'pt' = 'en') {
  const input = revocation({ locale })
  expect((await mutate('forms.dataRevocation', input, client())).status).toBe(200)
  const [row] = await database.select().from(dataRevocations).where(eq(dataRevocations.email, input.email))
  const [submission] = await database
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.email, input.email))
  const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submission!.id))
  const visitor = mails.find((m) => m.template === 'data_revocation.visitor')!
  const token = /data-revocation\?token=([A-Za-z0-9_-]{43})/.exec(visitor.text)![1]!
  return { input, row: row!, token, submissionId: submission!.id }
}

async function rowOf(id: number) {
  const [row] = await database.select().from(dataRevocations).where(eq(dataRevocations.id, id))
  return row!
}

describe('the confirmation link', () => {
  it('confirms once: the request then counts from now and is due one month later', async () => {
    const { row, token, submissionId } = await request('pt')
    const before = Date.now()
    expect(await confirmRevocation(database, token, site, 'privacy@nestwell.app')).toEqual({
      status: 'confirmed',
      locale: 'pt',
    })
    const confirmed = await rowOf(row.id)
    expect(confirmed.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 2000)
    const due = new Date(confirmed.confirmedAt!)
    due.setUTCMonth(due.getUTCMonth() + 1)
    expect(Math.abs(confirmed.dueAt!.getTime() - due.getTime())).toBeLessThan(86_400_000 * 1.5)
    expect(confirmed.dueAt!.getTime() - confirmed.confirmedAt!.getTime()).toBeGreaterThan(27 * 86_400_000)

    // The privacy team hears about the confirmation, with the due date.
    const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId))
    const team = mails.find((m) => m.template === 'data_revocation.confirmed.team')!
    expect(team.toAddress).toBe('privacy@nestwell.app')
    expect(team.subject).toMatch(/^Data deletion request #\d+ confirmed: due /)
    expect(team.text).toContain(`npm run revocations -- done ${row.id}`)

    // Single use: the second click changes nothing.
    expect(await confirmRevocation(database, token, site, 'privacy@nestwell.app')).toEqual({
      status: 'used',
      locale: 'pt',
    })
    expect((await rowOf(row.id)).confirmedAt).toEqual(confirmed.confirmedAt)
    const again = await database.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId))
    expect(again).toHaveLength(mails.length)
  })

  it('refuses unknown, malformed and expired tokens', async () => {
    const { row, token } = await request()
    for (const bad of ['', 'x', 'a'.repeat(43), `${token}x`, token.slice(1), "' or 1=1 --"]) {
      expect((await confirmRevocation(database, bad, site, 'p@x.test')).status, bad).toBe('invalid')
    }
    await database
      .update(dataRevocations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRevocations.id, row.id))
    expect(await confirmRevocation(database, token, site, 'p@x.test')).toEqual({
      status: 'invalid',
      locale: 'en',
    })
    expect((await rowOf(row.id)).confirmedAt).toBeNull()
  })
})

type Handler = (context: { request: Request }) => Promise<Response>
const handlers = (
  confirmRoute.options as unknown as { server: { handlers: Record<'GET' | 'POST', Handler> } }
).server.handlers

/** The deletion page's button, as a browser without JavaScript sends it. */
function pressButton(token: string, headers: Record<string, string> = {}) {
  return handlers.POST({
    request: new Request('http://localhost:3000/api/revocations/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ token, locale: 'en' }).toString(),
    }),
  })
}

async function tokenState(token: string) {
  const query = encodeURIComponent(JSON.stringify({ token }))
  const response = await handleTrpcRequest(
    new Request(`http://localhost/api/trpc/revocations.tokenState?input=${query}`),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: { data: { state: string } } }).result.data.state
}

// Issue 14: mail security scanners open links before people do.
describe('the e-mailed link', () => {
  it('opens the deletion page in the request’s language, and opening it confirms nothing', async () => {
    const { row, token, submissionId } = await request('pt')
    const visitor = (
      await database.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId))
    ).find((m) => m.template === 'data_revocation.visitor')!
    expect(visitor.text).toContain(`http://localhost:3000/pt/data-revocation?token=${token}`)

    // What the page asks (as a scanner's GET would make it), twice.
    expect(await tokenState(token)).toBe('pending')
    expect(await tokenState(token)).toBe('pending')
    // The address of mails sent before the page had a button: forwarded, not confirmed.
    const legacy = await handlers.GET({
      request: new Request(`http://localhost:3000/api/revocations/confirm?token=${token}`),
    })
    expect(legacy.status).toBe(303)
    expect(legacy.headers.get('location')).toBe(`/pt/data-revocation?token=${token}`)

    expect((await rowOf(row.id)).confirmedAt).toBeNull()
    const mails = await database.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId))
    expect(mails.map((m) => m.template).sort()).toEqual(['data_revocation.team', 'data_revocation.visitor'])
  })

  it('the page’s button confirms once, and answers with the outcome page in the request’s language', async () => {
    const { row, token } = await request('es')
    const first = await pressButton(token)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/es/data-revocation?status=confirmed')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect((await rowOf(row.id)).confirmedAt).toBeInstanceOf(Date)
    expect(await tokenState(token)).toBe('used')

    const again = await pressButton(token)
    expect(again.headers.get('location')).toBe('/es/data-revocation?status=used')
  })

  it('a dead link goes back to its page, which tells expired from unknown', async () => {
    const unknown = await pressButton('a'.repeat(43))
    expect(unknown.status).toBe(303)
    expect(unknown.headers.get('location')).toBe(`/data-revocation?token=${'a'.repeat(43)}`)
    expect(await tokenState('a'.repeat(43))).toBe('unknown')
    expect(await tokenState('<script>')).toBe('unknown')

    const { row, token } = await request('pt')
    await database
      .update(dataRevocations)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRevocations.id, row.id))
    expect(await revocationTokenState(database, token)).toEqual({ state: 'expired', locale: 'pt' })
    expect(await tokenState(token)).toBe('expired')
    const expired = await pressButton(token)
    expect(expired.headers.get('location')).toBe(`/pt/data-revocation?token=${token}`)
    expect((await rowOf(row.id)).confirmedAt).toBeNull()
  })

  it('refuses anything but the page’s form, in the visitor’s language', async () => {
    const { row, token } = await request('es')
    const json = await handlers.POST({
      request: new Request('http://localhost:3000/api/revocations/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'i18n_locale=es' },
        body: JSON.stringify({ token }),
      }),
    })
    expect(json.status).toBe(415)
    expect(await json.text()).toBe('Confírmalo con el botón de la página de eliminación de datos.')
    const huge = await pressButton(`${token}${'x'.repeat(2000)}`)
    expect(huge.status).toBe(413)
    expect((await rowOf(row.id)).confirmedAt).toBeNull()
  })
})

describe('the operator', () => {
  it('lists confirmed open requests, closes one and e-mails the visitor, and refuses the rest', async () => {
    const open = await request('es')
    const unconfirmed = await request('en')
    await confirmRevocation(database, open.token, site, 'privacy@nestwell.app')

    const listed = await listRevocations(database)
    const mine = listed.find((r) => r.id === open.row.id)!
    expect(mine).toMatchObject({ email: open.input.email, state: 'open', locale: 'es' })
    expect(listed.some((r) => r.id === unconfirmed.row.id)).toBe(false)
    const all = await listRevocations(database, { all: true })
    expect(all.find((r) => r.id === unconfirmed.row.id)?.state).toBe('unconfirmed')

    expect(await completeRevocation(database, unconfirmed.row.id, site)).toEqual({
      ok: false,
      reason: 'not_confirmed',
    })
    expect(await completeRevocation(database, 999_999_999, site)).toEqual({ ok: false, reason: 'not_found' })
    expect(await completeRevocation(database, open.row.id, site)).toEqual({
      ok: true,
      email: open.input.email,
    })
    expect(await completeRevocation(database, open.row.id, site)).toEqual({
      ok: false,
      reason: 'already_done',
    })
    expect((await rowOf(open.row.id)).completedAt).toBeInstanceOf(Date)
    expect((await listRevocations(database)).some((r) => r.id === open.row.id)).toBe(false)

    const mails = await database
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.submissionId, open.submissionId))
    const done = mails.find((m) => m.template === 'data_revocation.done.visitor')!
    expect(done.toAddress).toBe(open.input.email)
    expect(done.locale).toBe('es')
    expect(done.subject).toBe(m.mail_revocation_done_title({}, { locale: 'es' }))
  })

  it('marks requests past their due date as overdue', async () => {
    const late = await request()
    await confirmRevocation(database, late.token, site, 'p@x.test')
    await database
      .update(dataRevocations)
      .set({ dueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(dataRevocations.id, late.row.id))
    expect((await listRevocations(database)).find((r) => r.id === late.row.id)?.state).toBe('overdue')
  })

  it('exports CSV that a spreadsheet cannot turn into a formula', () => {
    const csv = toCsv([
      {
        id: 7,
        email: 'a@b.test',
        locale: 'en',
        reason: '=HYPERLINK("http://evil")',
        state: 'open',
        createdAt: '2026-01-01T00:00:00.000Z',
        confirmedAt: '2026-01-02T00:00:00.000Z',
        dueAt: '2026-02-02T00:00:00.000Z',
        completedAt: null,
      },
    ])
    const [header, line] = csv.trim().split('\r\n')
    expect(header).toBe('id,email,locale,state,created_at,confirmed_at,due_at,completed_at,reason')
    expect(line).toBe(
      '"7","a@b.test","en","open","2026-01-01T00:00:00.000Z","2026-01-02T00:00:00.000Z","2026-02-02T00:00:00.000Z","","\'=HYPERLINK(""http://evil"")"',
    )
  })
})

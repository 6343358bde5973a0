// Inputs at and past what PostgreSQL can hold: cursors, full-text queries, control characters.
// Each is a 400 told in the visitor's language, or a normal answer, never a 500; and form text
// loses its control characters before it is stored or mailed.
import { asc, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../server/db/client'
import { formSubmissions, mailOutbox } from '../../server/db/schema'
import { bookCall, cleanUp, client, mutate, revocation } from './forms-helpers'
import { query } from '../support/trpc'

beforeAll(async () => {
  await db()
})
afterAll(cleanUp)

const cursorOf = (text: string) => Buffer.from(text).toString('base64url')

describe('community.listPosts cursors', () => {
  it('still pages with the cursor it wrote', async () => {
    const first = await query('community.listPosts', { locale: 'en', limit: 2 })
    expect(first.data.nextCursor).toEqual(expect.any(String))
    const second = await query('community.listPosts', {
      locale: 'en',
      limit: 2,
      cursor: first.data.nextCursor,
    })
    expect(second.status).toBe(200)
    expect(second.data.items.length).toBeGreaterThan(0)
  })

  it('refuses with a 400 in the visitor language what the database cannot hold', async () => {
    const cursors = [
      cursorOf('2024-01-01T00:00:00.000Z|2147483648'), // int4 + 1
      cursorOf('2024-01-01T00:00:00.000Z|9007199254740991'),
      cursorOf('2024-01-01T00:00:00.000Z|-1'),
      cursorOf('2024-01-01T00:00:00.000Z|1e3'),
      cursorOf('+010000-01-01T00:00:00.000Z|5'), // year 10000
      cursorOf('+275760-09-13T00:00:00.000Z|5'), // JavaScript's last day
      cursorOf('-271821-04-20T00:00:00.000Z|5'),
      cursorOf('-000001-01-01T00:00:00.000Z|5'),
      cursorOf('0000-01-01T00:00:00.000Z|1'), // year 0: JavaScript's 1 BC, not PostgreSQL's
      cursorOf('2024-02-30T00:00:00.000Z|5'), // no such day
      cursorOf('2024-01-01|5'),
      cursorOf('2024-01-01T00:00:00.000Z|5|6'),
      cursorOf('2024-01-01T00:00:00.000Z\u0000|5'),
      'a+b/c==',
    ]
    const messages = {
      en: 'The list cannot go on from here. Reload the page to start again.',
      es: 'La lista no puede seguir desde aquí. Recarga la página para empezar de nuevo.',
      pt: 'A lista não pode continuar a partir daqui. Recarrega a página para começar de novo.',
    }
    for (const cursor of cursors) {
      for (const locale of ['en', 'es', 'pt'] as const) {
        const { status, error } = await query('community.listPosts', { locale, cursor })
        expect(status, `${locale} ${cursor}`).toBe(400)
        expect([messages[locale], expectedBadRequest[locale]], cursor).toContain(error?.message)
      }
    }
  })

  it('takes the widest cursors it could write: year 9999 and the largest id', async () => {
    for (const text of ['9999-12-31T23:59:59.999Z|2147483647', '0001-01-01T00:00:00.000Z|1']) {
      const { status } = await query('community.listPosts', { locale: 'es', cursor: cursorOf(text) })
      expect(status, text).toBe(200)
    }
  })
})

const expectedBadRequest = {
  en: 'This request is not valid. Check what you sent and try again.',
  es: 'Esta solicitud no es válida. Revisa lo que has enviado y vuelve a intentarlo.',
  pt: 'Este pedido não é válido. Verifica o que enviaste e tenta novamente.',
}

describe('community.search', () => {
  it('answers queries PostgreSQL could not parse as they were typed', async () => {
    const queries = [
      'a\u0000b',
      '-'.repeat(100),
      '- '.repeat(50),
      `a${' -'.repeat(49)}a`,
      '-<'.repeat(50),
      `${'-'.repeat(60)}náuseas`,
      '"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"',
      'a\u0007b\u001bc\u007f',
      '\ud800 lone surrogate',
    ]
    for (const q of queries) {
      const { status, data } = await query('community.search', { locale: 'es', q })
      expect(status, JSON.stringify(q)).toBe(200)
      expect(Array.isArray(data.items)).toBe(true)
    }
  })

  it('still understands phrases, or and a minus before a word', async () => {
    const count = async (q: string) =>
      (await query('community.search', { locale: 'es', q })).data.items.length
    const baby = await count('bebé')
    const both = await count('bebé lactancia')
    expect(both).toBeGreaterThan(0)
    expect(both).toBeLessThan(baby)
    expect(await count('bebé -lactancia')).toBe(baby - both)
    const feeding = await count('lactancia')
    expect(await count('bebé or lactancia')).toBe(baby + feeding - both)
    expect(await count('"lactancia materna"')).toBeLessThanOrEqual(feeding)
  })

  it('no query of any characters makes the database fail (fuzzed)', async () => {
    const atom = fc.constantFrom(
      '-',
      ' ',
      '"',
      'a',
      'or',
      '!',
      '(',
      ')',
      '&',
      '|',
      ':',
      '*',
      "'",
      '<',
      '\\',
      '\u0000',
      'ñ',
    )
    const repeated = fc
      .array(
        fc
          .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 60 }))
          .map(([parts, times]) => parts.join('').repeat(times)),
        { maxLength: 4 },
      )
      .map((parts) => parts.join('').slice(0, 100))
    await fc.assert(
      fc.asyncProperty(fc.oneof(repeated, fc.string({ unit: 'binary', maxLength: 100 })), async (q) => {
        const { status } = await query('community.search', { locale: 'pt', q })
        expect([200, 400], JSON.stringify(q)).toContain(status)
      }),
      { numRuns: 300 },
    )
  })

  it('refuses an empty or too long query with the limits, in the visitor language', async () => {
    const es = await query('community.search', { locale: 'es', q: '\u0000 \u0007 ' })
    expect(es.status).toBe(400)
    expect(es.error?.message).toBe('Escribe una búsqueda de 1 a 100 caracteres.')
    const pt = await query('community.search', { locale: 'pt', q: 'x'.repeat(101) })
    expect(pt.status).toBe(400)
    expect(pt.error?.message).toBe('Escreve uma pesquisa de 1 a 100 caracteres.')
  })

  it('tells other refused input in the language of the request', async () => {
    const byHeader = await query('community.getPost', { locale: 'fr', slug: 'x' }, { 'x-locale': 'pt' })
    expect(byHeader.status).toBe(400)
    expect(byHeader.error?.message).toBe(expectedBadRequest.pt)
    const byCookie = await query('community.listPosts', { locale: 'xx' }, { cookie: 'a=%; i18n_locale=es' })
    expect(byCookie.status).toBe(400)
    expect(byCookie.error?.message).toBe(expectedBadRequest.es)
    const unparsable = await query('community.listPosts', undefined, { 'x-locale': 'es' })
    expect(unparsable.status).toBe(400)
    expect(unparsable.error?.message).toBe(expectedBadRequest.es)
  })
})

describe('form text', () => {
  it('loses its control characters other than NUL (BEL, ESC, DEL, BS, VT) before it is stored or mailed', async () => {
    const input = bookCall({
      fullName: 'Ana\u0007 Mar\u001btínez\u007f',
      companyName: '\u0008Cuna\u001b & Co.',
      preferredTime: 'Tuesday\u000b 15:00\u001f, about a summer campaign\u007f',
      locale: 'es',
    })
    const { status } = await mutate('forms.bookCall', input, client())
    expect(status).toBe(200)
    const database = await db()
    const [row] = await database.select().from(formSubmissions).where(eq(formSubmissions.email, input.email))
    expect(row).toMatchObject({
      fullName: 'Ana Martínez',
      companyName: 'Cuna & Co.',
      preferredTime: 'Tuesday 15:00, about a summer campaign',
    })
    const mails = await database
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.submissionId, [row!.id]))
      .orderBy(asc(mailOutbox.id))
    expect(mails.length).toBe(2)
    for (const mail of mails) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point
      const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
      expect(mail.subject + mail.html + mail.text).not.toMatch(control)
    }
    // Only the team reads the visitor's words (decision 024): there, cleaned.
    const team = mails.find((mail) => mail.template.endsWith('.team'))!
    expect(team.html + team.text).toContain('Ana Martínez')
  })

  it('keeps line breaks and tabs in a free-text reason', async () => {
    const input = revocation({ reason: 'First line\nsecond\tline\u0007' })
    expect((await mutate('forms.dataRevocation', input, client())).status).toBe(200)
    const database = await db()
    const [row] = await database.select().from(formSubmissions).where(eq(formSubmissions.email, input.email))
    expect(row?.reason).toBe('First line\nsecond\tline')
  })

  it('refuses an address with a control character as a 400, never a 500', async () => {
    for (const email of ['a\u0000@example.com', 'a@exa\u0007mple.com', 'a@example.com\u007f']) {
      const { status } = await mutate('forms.mediaKit', { ...bookCall(), email }, client())
      expect(status, JSON.stringify(email)).toBe(400)
    }
  })
})

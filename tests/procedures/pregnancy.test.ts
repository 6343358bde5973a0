// The week-by-week reads through the real HTTP handler, on PGlite and on PostgreSQL.
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales'
import { type Database, db, openDatabase } from '../../server/db/client'
import { meta, pregnancyWeeks } from '../../server/db/schema'
import { SEED_VERSION, seedDatabase } from '../../server/db/seed/seed'
import { syncWeekPages } from '../../server/db/seed/weeks'
import { readWeekFiles } from '../../server/pregnancy/week-files'
import { query } from '../support/trpc'

beforeAll(async () => {
  await openDatabase()
})

describe('pregnancy.listWeeks', () => {
  it.each(locales)('answers the 40 weeks in %s, each with its own title', async (locale) => {
    const { status, data } = await query('pregnancy.listWeeks', { locale })
    expect(status).toBe(200)
    expect(data.map((w: { week: number }) => w.week)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    const titles = data.map((w: { title: string }) => w.title)
    expect(new Set(titles).size).toBe(40)
    for (const w of data) expect(w.summary.length).toBeGreaterThan(20)
  })

  it('answers each locale in its own words', async () => {
    const [en, es, pt] = await Promise.all(locales.map((locale) => query('pregnancy.listWeeks', { locale })))
    expect(en!.data[11].title).not.toBe(es!.data[11].title)
    expect(es!.data[11].title).not.toBe(pt!.data[11].title)
  })
})

describe('pregnancy.getWeek', () => {
  it('answers a week with its reviewer, group and neighbours', async () => {
    const { status, data } = await query('pregnancy.getWeek', { locale: 'es', week: 12 })
    expect(status).toBe(200)
    expect(data.week).toBe(12)
    expect(data.locale).toBe('es')
    for (const field of ['title', 'summary', 'babySize', 'baby', 'body', 'tip', 'callProfessional'])
      expect(data[field].length, field).toBeGreaterThan(10)
    expect(data.reviewer.slug).toMatch(/^[a-z-]+$/)
    expect(data.reviewer.name.length).toBeGreaterThan(3)
    expect(data.reviewer.speciality.length).toBeGreaterThan(3)
    expect(data.reviewedOn).toMatch(/^2026-\d{2}-\d{2}$/)
    // As its file says: reviewer, dates, sources and corrections.
    const file = readWeekFiles(process.cwd()).pages.find((p) => p.locale === 'es' && p.week === 12)!
    expect(data.reviewer.slug).toBe(file.reviewer)
    expect(data.coReviewer?.slug).toBe(file.coReviewer)
    expect(data.reviewedOn).toBe(file.reviewed)
    expect(data.nextReview).toBe(file.nextReview)
    expect(data.sources).toEqual(file.sources)
    expect(data.corrections).toEqual(file.corrections)
    expect(data.dateModified).toBe(file.corrections.at(-1)?.date ?? file.reviewed)
    expect(data.group).toMatchObject({ slug: 'first-trimester', name: 'Primer trimestre' })
    expect(data.previous.week).toBe(11)
    expect(data.next.week).toBe(13)
  })

  it('has a reviewer on every week of every locale; the first and last weeks have one neighbour', async () => {
    for (const locale of locales) {
      for (let week = 1; week <= 40; week++) {
        const { status, data } = await query('pregnancy.getWeek', { locale, week })
        expect(status, `${locale} ${week}`).toBe(200)
        expect(data.reviewer.name, `${locale} ${week}`).toBeTruthy()
        expect(data.previous === null, `${locale} ${week}`).toBe(week === 1)
        expect(data.next === null, `${locale} ${week}`).toBe(week === 40)
      }
    }
  })

  it('refuses what is not a week with a 4xx in the asked language, never a 500', async () => {
    const bad: unknown[] = [
      { locale: 'en', week: 0 },
      { locale: 'en', week: 41 },
      { locale: 'en', week: -1 },
      { locale: 'en', week: 12.5 },
      { locale: 'en', week: 99999999999 },
      { locale: 'en', week: '12' },
      { locale: 'en', week: 'abc' },
      { locale: 'en', week: null },
      { locale: 'en' },
      { locale: 'fr', week: 12 },
      { week: 12 },
      'week-12',
      null,
    ]
    for (const input of bad) {
      const { status, error } = await query('pregnancy.getWeek', input)
      expect(status, JSON.stringify(input)).toBeGreaterThanOrEqual(400)
      expect(status, JSON.stringify(input)).toBeLessThan(500)
      expect(error?.message, JSON.stringify(input)).toBeTruthy()
    }
    const spanish = await query('pregnancy.getWeek', { locale: 'es', week: 41 })
    expect(spanish.status).toBe(400)
    expect(spanish.error?.message).not.toMatch(/too_big|Too big|number/i)
    for (const input of [{ locale: 'xx' }, {}, { locale: 'en', extra: 1, week: 3 }]) {
      const { status } = await query('pregnancy.listWeeks', input)
      expect(status, JSON.stringify(input)).toBeLessThan(500)
    }
    expect((await query('pregnancy.listWeeks', { locale: 'xx' })).status).toBe(400)
  })
})

describe('seed', () => {
  it('gives a database seeded by an older version the weeks, then follows their files', async () => {
    class Rollback extends Error {}
    const run = (await db()).transaction(async (tx) => {
      const database = tx as unknown as Database
      const week12es = and(eq(pregnancyWeeks.locale, 'es'), eq(pregnancyWeeks.week, 12))
      // As seed version 3 left it: no weeks yet, no record of their files.
      await database.delete(pregnancyWeeks)
      await database.delete(meta).where(eq(meta.key, 'week_pages_hash'))
      await database.update(meta).set({ value: '3' }).where(eq(meta.key, 'seed_version'))
      expect(await seedDatabase(database)).toBe(true)
      expect(await database.select({ n: count() }).from(pregnancyWeeks)).toEqual([{ n: 120 }])
      const [marker] = await database.select().from(meta).where(eq(meta.key, 'seed_version'))
      expect(marker!.value).toBe(SEED_VERSION)
      const [written] = await database.select().from(pregnancyWeeks).where(week12es)
      // Files unchanged since: nothing is written again.
      expect(await syncWeekPages(database)).toBe(false)
      // An edited file (another hash): every page upserted in place, none duplicated.
      await database.update(pregnancyWeeks).set({ title: 'An old title', sources: [] }).where(week12es)
      await database.update(meta).set({ value: 'an older deploy' }).where(eq(meta.key, 'week_pages_hash'))
      expect(await syncWeekPages(database)).toBe(true)
      expect(await database.select({ n: count() }).from(pregnancyWeeks)).toEqual([{ n: 120 }])
      const [again] = await database.select().from(pregnancyWeeks).where(week12es)
      expect(again).toEqual(written)
      expect(again!.sources.length).toBeGreaterThanOrEqual(2)
      throw new Rollback()
    })
    await expect(run).rejects.toBeInstanceOf(Rollback)
  })
})

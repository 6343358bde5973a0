// The page_views upsert on the real database (PGlite, and PostgreSQL in the postgres project):
// batches add to existing rows, two writers add up (on PostgreSQL, two pools writing at once),
// the report reads the days asked for, and the table has no column a visitor could fill.
import { randomUUID } from 'node:crypto'
import { like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, connectDatabase, db } from '../../server/db/client'
import { pageViews } from '../../server/db/schema'
import { PageViewTally, flushTally, readPageViews, writePageViews } from '../../server/ops/page-views'

const postgres = process.env.DATABASE_URL
// Routes of this run only: other files of the postgres project share the database.
const run = `/test-page-views-${randomUUID().slice(0, 8)}`
let database: Database

beforeAll(async () => {
  database = await db()
})

afterAll(async () => {
  await database.delete(pageViews).where(like(pageViews.route, `${run}%`))
})

async function views(route: string, day = '2026-11-26', locale = 'en'): Promise<number | undefined> {
  const rows = await database.select().from(pageViews).where(sql`${pageViews.route} = ${route}`)
  return rows.find((r) => r.day === day && r.locale === locale)?.views
}

describe('the page_views upsert', () => {
  it('inserts new rows and adds to existing ones (views = views + n)', async () => {
    const route = `${run}/add`
    await writePageViews(database, [
      { day: '2026-11-26', route, locale: 'en', views: 3 },
      { day: '2026-11-26', route, locale: 'es', views: 1 },
    ])
    await writePageViews(database, [{ day: '2026-11-26', route, locale: 'en', views: 4 }])
    expect(await views(route)).toBe(7)
    expect(await views(route, '2026-11-26', 'es')).toBe(1)
  })

  it('adds up the batches of two writers on the same rows', async () => {
    const route = `${run}/two`
    const a = new PageViewTally()
    const b = new PageViewTally()
    // On PostgreSQL the second writer is another pool: the statements really run at once.
    const other = postgres
      ? await connectDatabase({ DATABASE_URL: postgres, DATA_DIR: 'memory://' })
      : undefined
    const openA = async () => database
    const openB = async () => other?.db ?? database
    try {
      for (let round = 0; round < 30; round++) {
        // The same keys, added in opposite orders: sorted rows never deadlock.
        for (let i = 0; i < 40; i++) a.add('2026-11-26', `${route}/${i}`, 'en', 2)
        for (let i = 39; i >= 0; i--) b.add('2026-11-26', `${route}/${i}`, 'en', 3)
        const stored = await Promise.all([flushTally(a, openA), flushTally(b, openB)])
        expect(stored).toEqual([true, true])
      }
    } finally {
      await other?.close()
    }
    for (const i of [0, 17, 39]) expect(await views(`${route}/${i}`)).toBe(150)
  })

  it('is read back for the last N days, newest first', async () => {
    const route = `${run}/days`
    await writePageViews(database, [
      { day: '2026-11-20', route, locale: 'pt', views: 1 },
      { day: '2026-11-24', route, locale: 'pt', views: 2 },
      { day: '2026-11-26', route, locale: 'pt', views: 3 },
      { day: '2026-11-27', route, locale: 'pt', views: 4 },
    ])
    const mine = (rows: Awaited<ReturnType<typeof readPageViews>>) =>
      rows.filter((r) => r.route === route).map((r) => `${r.day}:${r.views}`)
    expect(mine(await readPageViews(database, 3, '2026-11-26'))).toEqual(['2026-11-26:3', '2026-11-24:2'])
    expect(mine(await readPageViews(database, 1, '2026-11-26'))).toEqual(['2026-11-26:3'])
    expect(mine(await readPageViews(database, 7, '2026-11-26'))).toEqual([
      '2026-11-26:3',
      '2026-11-24:2',
      '2026-11-20:1',
    ])
  })

  it('has a column for the day, route, locale and count, and none for anything of a visitor', async () => {
    const result = await database.execute(
      sql`select column_name from information_schema.columns where table_name = 'page_views' order by ordinal_position`,
    )
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      column_name: string
    }>
    expect(rows.map((r) => r.column_name)).toEqual(['day', 'route', 'locale', 'views'])
  })
})

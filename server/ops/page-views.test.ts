// The page-view tally and its batched write, against a stand-in for the database that records
// each statement's rows and can fail.
import { describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import {
  PageViewTally,
  type PageViewRow,
  flushTally,
  pageViewsCsv,
  pageViewsTable,
  utcDay,
} from './page-views.ts'

/** A stand-in table: what the upsert would leave, and one entry per statement sent. */
function fakeStore() {
  const table = new Map<string, number>()
  const statements: PageViewRow[][] = []
  let failures = 0
  const db = {
    insert: () => ({
      values: (rows: PageViewRow[]) => ({
        onConflictDoUpdate: async () => {
          if (failures > 0) {
            failures--
            throw new Error('connection terminated')
          }
          statements.push(rows)
          for (const r of rows) {
            const key = `${r.day} ${r.route} ${r.locale}`
            table.set(key, (table.get(key) ?? 0) + r.views)
          }
        },
      }),
    }),
  } as unknown as Database
  return {
    table,
    statements,
    open: async () => db,
    failNext: (n: number) => {
      failures = n
    },
  }
}

describe('the tally', () => {
  it('counts views by UTC day, route and locale, one row per key', () => {
    const tally = new PageViewTally()
    for (let i = 0; i < 1000; i++) tally.add('2026-11-26', '/community', 'en')
    tally.add('2026-11-26', '/community', 'es')
    tally.add('2026-11-27', '/community', 'en')
    expect(tally.size).toBe(3)
    expect(tally.take()).toEqual([
      { day: '2026-11-26', route: '/community', locale: 'en', views: 1000 },
      { day: '2026-11-26', route: '/community', locale: 'es', views: 1 },
      { day: '2026-11-27', route: '/community', locale: 'en', views: 1 },
    ])
    expect(tally.size).toBe(0)
  })

  it('names the day in UTC, whatever the server’s time zone', () => {
    expect(utcDay(Date.parse('2026-11-26T23:59:59.999Z'))).toBe('2026-11-26')
    expect(utcDay(Date.parse('2026-11-27T00:30:00+01:00'))).toBe('2026-11-26')
  })

  it('hands rows over sorted by key, so every writer locks them in one order', () => {
    const tally = new PageViewTally()
    tally.add('2026-11-27', '/b', 'pt')
    tally.add('2026-11-26', '/b', 'en')
    tally.add('2026-11-26', '/a', 'pt')
    tally.add('2026-11-26', '/a', 'es')
    expect(tally.take().map((r) => `${r.day} ${r.route} ${r.locale}`)).toEqual([
      '2026-11-26 /a es',
      '2026-11-26 /a pt',
      '2026-11-26 /b en',
      '2026-11-27 /b pt',
    ])
  })
})

describe('the write', () => {
  it('sends a burst of views as one statement, and nothing when there is nothing', async () => {
    const store = fakeStore()
    const tally = new PageViewTally()
    for (let i = 0; i < 500; i++) tally.add('2026-11-26', i % 2 ? '/community' : '/', 'en')
    expect(await flushTally(tally, store.open)).toBe(true)
    expect(store.statements).toHaveLength(1)
    expect(store.statements[0]).toHaveLength(2)
    expect(await flushTally(tally, store.open)).toBe(true)
    expect(store.statements).toHaveLength(1)
  })

  it('keeps the counts of a failed write for the next one, added to the views since', async () => {
    const store = fakeStore()
    const tally = new PageViewTally()
    tally.add('2026-11-26', '/community', 'en', 5)
    store.failNext(1)
    expect(await flushTally(tally, store.open)).toBe(false)
    expect(store.table.size).toBe(0)
    tally.add('2026-11-26', '/community', 'en', 2)
    expect(await flushTally(tally, store.open)).toBe(true)
    expect(store.table.get('2026-11-26 /community en')).toBe(7)
  })

  it('two writers (two processes) add up on the same rows', async () => {
    const store = fakeStore()
    const a = new PageViewTally()
    const b = new PageViewTally()
    for (let round = 0; round < 3; round++) {
      a.add('2026-11-26', '/community/posts/$slug', 'es', 4)
      b.add('2026-11-26', '/community/posts/$slug', 'es', 6)
      b.add('2026-11-26', '/', 'pt')
      await Promise.all([flushTally(a, store.open), flushTally(b, store.open)])
    }
    expect(store.table.get('2026-11-26 /community/posts/$slug es')).toBe(30)
    expect(store.table.get('2026-11-26 / pt')).toBe(3)
  })
})

describe('the command’s output', () => {
  const rows: PageViewRow[] = [
    { day: '2026-11-26', route: '/community/posts/$slug', locale: 'es', views: 120 },
    { day: '2026-11-26', route: '/', locale: 'en', views: 7 },
  ]
  it('is a table with the total', () => {
    const text = pageViewsTable(rows)
    expect(text.split('\n')[0]).toMatch(/^DAY\s+ROUTE\s+LOCALE\s+VIEWS$/)
    expect(text).toMatch(/^2026-11-26 {2}\/community\/posts\/\$slug {2}es {6,}120$/m)
    expect(text).toContain('127 views in all.')
    expect(pageViewsTable([])).toBe('No page views in that period.')
  })
  it('or CSV', () => {
    expect(pageViewsCsv(rows)).toBe(
      'day,route,locale,views\r\n2026-11-26,/community/posts/$slug,es,120\r\n2026-11-26,/,en,7\r\n',
    )
  })
})

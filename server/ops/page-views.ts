// Page views per day (UTC), route template and locale, kept in the database (decision 040).
// Each process tallies in memory and writes the tally in one upsert (`views = views + n`) every
// PAGE_VIEWS_FLUSH_SECONDS and at shutdown, so a burst of pages costs no write per request and
// any number of processes add to the same rows. A failed write keeps its counts for the next.
import { and, asc, desc, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pageViews } from '../db/schema.ts'
import { errorFields, log } from './log.ts'

export interface PageViewRow {
  /** `YYYY-MM-DD`, UTC. */
  day: string
  route: string
  locale: string
  views: number
}

/** The UTC day of a moment, `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

// The three parts of a key never hold a tab: route templates and locales are ours.
const SEP = '\t'

/** Views counted in memory since the last write, by day, route and locale. */
export class PageViewTally {
  private counts = new Map<string, number>()

  add(day: string, route: string, locale: string, n = 1): void {
    const key = `${day}${SEP}${route}${SEP}${locale}`
    this.counts.set(key, (this.counts.get(key) ?? 0) + n)
  }

  get size(): number {
    return this.counts.size
  }

  /**
   * Empties the tally and returns its rows, sorted by key: every writer then locks the rows of
   * one statement in the same order, so two processes' upserts wait for each other and never
   * deadlock.
   */
  take(): PageViewRow[] {
    const rows = [...this.counts].map(([key, views]) => {
      const [day, route, locale] = key.split(SEP) as [string, string, string]
      return { day, route, locale, views }
    })
    this.counts = new Map()
    return rows.sort((a, b) =>
      a.day !== b.day
        ? a.day.localeCompare(b.day)
        : a.route !== b.route
          ? a.route.localeCompare(b.route)
          : a.locale.localeCompare(b.locale),
    )
  }

  /** Puts back rows a failed write did not store (added to what was counted since). */
  restore(rows: PageViewRow[]): void {
    for (const row of rows) this.add(row.day, row.route, row.locale, row.views)
  }
}

/** Adds the rows to the table in one statement: a new row is inserted, an existing one grows. */
export async function writePageViews(db: Database, rows: PageViewRow[]): Promise<void> {
  if (rows.length === 0) return
  await db
    .insert(pageViews)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.route, pageViews.locale],
      set: { views: sql`${pageViews.views} + excluded.views` },
    })
}

/** Takes the tally and writes it; on failure the rows go back into the tally. True when stored. */
export async function flushTally(tally: PageViewTally, db: () => Promise<Database>): Promise<boolean> {
  const rows = tally.take()
  if (rows.length === 0) return true
  try {
    await writePageViews(await db(), rows)
    return true
  } catch (error) {
    tally.restore(rows)
    log.warn({ error: errorFields(error), rows: rows.length }, 'page views: write failed, kept for the next')
    return false
  }
}

// This process's tally and its writer.
const tally = new PageViewTally()
let timer: ReturnType<typeof setInterval> | undefined
let database: (() => Promise<Database>) | undefined
let flushing: Promise<boolean> = Promise.resolve(true)

/** Counts one view now (the caller decided it is one: server/http/page-views.ts). */
export function tallyPageView(route: string, locale: string, now = Date.now()): void {
  tally.add(utcDay(now), route, locale)
}

/** Writes what was counted; one write at a time (a write waits for the one before it). */
export function flushPageViews(): Promise<boolean> {
  const db = database
  if (!db) return Promise.resolve(false)
  flushing = flushing.then(() => flushTally(tally, db))
  return flushing
}

/** Starts the periodic write (once; again after a stop). */
export function startPageViewWriter(db: () => Promise<Database>, seconds: number): void {
  database = db
  if (timer) return
  timer = setInterval(() => void flushPageViews(), seconds * 1000)
  timer.unref()
}

/** Stops the periodic write and writes what is left (shutdown, before the database closes). */
export async function stopPageViewWriter(): Promise<void> {
  clearInterval(timer)
  timer = undefined
  await flushPageViews()
}

/** The table's rows of the last `days` days up to `today` (UTC), newest day first, then most viewed. */
export async function readPageViews(
  db: Database,
  days: number,
  today = utcDay(Date.now()),
): Promise<PageViewRow[]> {
  const from = utcDay(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000)
  return db
    .select({ day: pageViews.day, route: pageViews.route, locale: pageViews.locale, views: pageViews.views })
    .from(pageViews)
    .where(and(gte(pageViews.day, from), lte(pageViews.day, today)))
    .orderBy(desc(pageViews.day), desc(pageViews.views), asc(pageViews.route), asc(pageViews.locale))
}

/** The rows as aligned columns, with the total. */
export function pageViewsTable(rows: PageViewRow[]): string {
  if (rows.length === 0) return 'No page views in that period.'
  const lines = [['DAY', 'ROUTE', 'LOCALE', 'VIEWS']]
  for (const r of rows) lines.push([r.day, r.route, r.locale, String(r.views)])
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)))
  const total = rows.reduce((sum, r) => sum + r.views, 0)
  return [
    ...lines.map((l) =>
      l
        .map((cell, i) => (i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    ),
    '',
    `${total} views in all.`,
  ].join('\n')
}

/** RFC 4180 CSV with a header line. */
export function pageViewsCsv(rows: PageViewRow[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)
  const lines = ['day,route,locale,views']
  for (const r of rows) lines.push([r.day, cell(r.route), r.locale, String(r.views)].join(','))
  return `${lines.join('\r\n')}\r\n`
}

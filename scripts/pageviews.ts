// Operator command: page views per day (UTC), route template and locale (decision 040).
//
//   npm run pageviews -- [--days 7] [--csv]
//
// It reads the page_views table of the server's database (DATABASE_URL, or the PGlite folder in
// DATA_DIR; PGlite allows one process at a time, so stop the server first in that case). Each
// server process adds its views every PAGE_VIEWS_FLUSH_SECONDS and at shutdown: the last
// interval's views are on /metrics before they are here.
import { DataDirLockedError, connectDatabase } from '../server/db/client.ts'
import { parseEnv } from '../server/env.ts'
import { pageViewsCsv, pageViewsTable, readPageViews } from '../server/ops/page-views.ts'

const usage = `Usage:
  npm run pageviews -- [--days N] [--csv]

  --days N   the last N days, today (UTC) included (default 7)
  --csv      CSV on stdout (day,route,locale,views) instead of a table`

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function parseArgs(args: string[]): { days: number; csv: boolean } {
  let days = 7
  let csv = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--help' || arg === 'help') {
      console.log(usage)
      process.exit(0)
    } else if (arg === '--csv') csv = true
    else if (arg === '--days' || arg.startsWith('--days=')) {
      const value = arg === '--days' ? args[++i] : arg.slice('--days='.length)
      days = Number(value)
      if (!Number.isInteger(days) || days < 1 || days > 3660)
        fail(`--days needs a whole number of days from 1 to 3660.\n${usage}`)
    } else fail(`Unknown argument "${arg}".\n${usage}`)
  }
  return { days, csv }
}

async function main() {
  const { days, csv } = parseArgs(process.argv.slice(2))
  let env: ReturnType<typeof parseEnv>
  try {
    env = parseEnv(process.env)
  } catch (error) {
    fail((error as Error).message)
  }
  if (!env.DATABASE_URL && env.DATA_DIR.startsWith('memory:'))
    fail('DATA_DIR is memory:// — there is nothing to read.')
  let handle: Awaited<ReturnType<typeof connectDatabase>>
  try {
    handle = await connectDatabase(env)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    fail(
      `The database in ${error.dir} is in use by process ${error.holder} (the server?). PGlite allows one process at a time: stop it and run this again, or read page_views_total on /metrics.`,
    )
  }
  try {
    const rows = await readPageViews(handle.db, days)
    if (csv) process.stdout.write(pageViewsCsv(rows))
    else {
      console.log(`Page views, the last ${days} day${days === 1 ? '' : 's'} (UTC):\n`)
      console.log(pageViewsTable(rows))
    }
  } finally {
    await handle.close()
  }
}

await main()

// A procedure test file that writes its own community runs, on PostgreSQL, in a database of its
// own: the other files share one database and count its posts and experts. Called from
// vi.hoisted, before the server's modules read DATABASE_URL; on PGlite (no URL) it does nothing.
export async function useOwnDatabase(suffix: string): Promise<void> {
  const url = process.env.DATABASE_URL
  if (!url) return
  const own = new URL(url)
  const name = `${own.pathname.slice(1)}_${suffix}`
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`)
  } finally {
    await admin.end()
  }
  own.pathname = `/${name}`
  process.env.DATABASE_URL = own.toString()
}

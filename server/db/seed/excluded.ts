// An upsert's `set`: these columns take the values of the row that was refused (`excluded`).
import { type SQL, getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: K[],
): Record<K, SQL> {
  const columns = getTableColumns(table)
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)])) as Record<
    K,
    SQL
  >
}

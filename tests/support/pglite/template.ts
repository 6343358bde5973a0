// Vitest globalSetup of the PGlite procedure tests: one database migrated and seeded once per
// run, in a folder each test file copies (tests/support/pglite/copy.ts). Booting, migrating and
// seeding an in-memory PGlite cost ~4 s per file; a copy opens in ~0.5 s. The copies are the
// product's own on-disk PGlite, as `npm start` runs it.
import { rmSync } from 'node:fs'
import { connectDatabase } from '../../../server/db/client'
import { seedDatabase } from '../../../server/db/seed/seed'
import { PGLITE_COPIES, PGLITE_TEMPLATE } from './paths'

export async function setup() {
  rmSync(PGLITE_TEMPLATE, { recursive: true, force: true })
  rmSync(PGLITE_COPIES, { recursive: true, force: true })
  const handle = await connectDatabase({ DATA_DIR: PGLITE_TEMPLATE })
  await seedDatabase(handle.db)
  await handle.close()
}

export function teardown() {
  rmSync(PGLITE_COPIES, { recursive: true, force: true })
}

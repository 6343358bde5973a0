// Vitest setupFile of the PGlite procedure tests: this test file's own copy of the seeded
// template (tests/support/pglite/template.ts), read by server/env.ts as DATA_DIR.
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { closeDatabase } from '../../../server/db/client'
import { PGLITE_COPIES, PGLITE_TEMPLATE } from './paths'

const copy = join(PGLITE_COPIES, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`)
cpSync(PGLITE_TEMPLATE, copy, { recursive: true })
process.env.DATA_DIR = copy

afterAll(async () => {
  await closeDatabase()
  rmSync(copy, { recursive: true, force: true })
})

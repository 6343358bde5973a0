// The browser bundle holds no server code and no server secret.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { measureFirstLoad } from '../../scripts/first-load-js.mjs'
import { expect, test } from './fixtures'

const assetsDir = 'dist/client/assets'
const serverOnly = [
  'DATABASE_URL',
  'RECAPTCHA_SECRET',
  'SMTP_URL',
  'PUBLIC_API_KEY',
  'INGEST_SECRET',
  'x-nestwell-signature',
  '@electric-sql/pglite',
  'drizzle-orm',
  'nodemailer',
  'initTRPC',
  'AsyncLocalStorage',
]

test('client assets contain no server-only code or secret names', async () => {
  // Recursive: the strings files live in assets/l10n/<locale>/ (decision 050).
  const files = readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  expect(files.length).toBeGreaterThan(3)
  const secretValues = [
    process.env.RECAPTCHA_SECRET,
    process.env.SMTP_URL,
    process.env.DATABASE_URL,
    process.env.INGEST_SECRET,
  ].filter((v): v is string => Boolean(v && v.length > 6))
  for (const file of files) {
    const code = readFileSync(join(assetsDir, file), 'utf8')
    for (const marker of [...serverOnly, ...secretValues]) {
      expect(code.includes(marker), `${marker} in ${file}`).toBe(false)
    }
  }
})

// Issue 18's budget: no page's first load grows. The figures are gzip kB of every script and
// modulepreload the page names (scripts/first-load-js.mjs); lower them when a page shrinks.
const firstLoadBudget: Record<string, number> = JSON.parse(
  readFileSync('scripts/first-load-budget.json', 'utf8'),
)

test('no page type loads more JavaScript first than its budget', async ({ baseURL }) => {
  const measured = await measureFirstLoad(baseURL as string)
  expect(Object.keys(measured).sort()).toEqual(Object.keys(firstLoadBudget).sort())
  for (const [name, { totalGzipBytes }] of Object.entries(measured)) {
    const budgetKb = firstLoadBudget[name] ?? 0
    expect(totalGzipBytes / 1000, `${name}: first-load JavaScript in gzip kB`).toBeLessThanOrEqual(budgetKb)
  }
})

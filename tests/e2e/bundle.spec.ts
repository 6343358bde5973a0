// The browser bundle holds no server code and no server secret.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'

const assetsDir = 'dist/client/assets'
const serverOnly = [
  'DATABASE_URL',
  'RECAPTCHA_SECRET',
  'SMTP_URL',
  'PUBLIC_API_KEY',
  '@electric-sql/pglite',
  'drizzle-orm',
  'nodemailer',
  'initTRPC',
  'AsyncLocalStorage',
]

test('client assets contain no server-only code or secret names', async () => {
  const files = readdirSync(assetsDir).filter((f) => f.endsWith('.js'))
  expect(files.length).toBeGreaterThan(3)
  const secretValues = [process.env.RECAPTCHA_SECRET, process.env.SMTP_URL, process.env.DATABASE_URL].filter(
    (v): v is string => Boolean(v && v.length > 6),
  )
  for (const file of files) {
    const code = readFileSync(join(assetsDir, file), 'utf8')
    for (const marker of [...serverOnly, ...secretValues]) {
      expect(code.includes(marker), `${marker} in ${file}`).toBe(false)
    }
  }
})

// One built server for the whole browser suite, on a fresh data folder: the production server
// script and bundle, wrapped by tests/support/test-server (decision 042).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { TEST_BASE_URL, TEST_DATA_DIR, TEST_INGEST_SECRET, TEST_PORT, TEST_SERVER_LOG } from './constants'

export default async function globalSetup() {
  if (!existsSync('dist/server/server.js')) {
    throw new Error('No build in dist/: run `npm run build` first (npm test does).')
  }
  rmSync(TEST_DATA_DIR, { recursive: true, force: true })
  mkdirSync(dirname(TEST_SERVER_LOG), { recursive: true })
  const log = openSync(TEST_SERVER_LOG, 'w')
  const server = spawn(
    process.execPath,
    ['--import', './tests/support/test-server/register.mjs', 'scripts/serve.ts'],
    {
      env: {
        ...process.env,
        PORT: String(TEST_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: TEST_DATA_DIR,
        PUBLIC_SITE_URL: TEST_BASE_URL,
        // Each test names its own rate-limit bucket with X-Forwarded-For (tests/e2e/forms-helpers.ts).
        TRUST_PROXY: 'true',
        // Tests add comments as the app does (tests/support/ingest-comments.ts).
        INGEST_SECRET: TEST_INGEST_SECRET,
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      },
      stdio: ['ignore', log, log],
      detached: false,
    },
  )
  process.env.TEST_SERVER_PID = String(server.pid)

  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Test server exited early; see ${TEST_SERVER_LOG}`)
    try {
      const response = await fetch(`${TEST_BASE_URL}/`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Test server did not answer within 60 s; see ${TEST_SERVER_LOG}`)
}

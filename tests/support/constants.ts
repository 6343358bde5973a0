// Where the browser suite's one server listens and keeps its data (global-setup.ts starts it).
import { join } from 'node:path'

export const TEST_PORT = Number(process.env.TEST_PORT ?? 3210)
export const TEST_BASE_URL = `http://127.0.0.1:${TEST_PORT}`
export const TEST_DATA_DIR = join(process.cwd(), '.data', 'e2e')
export const TEST_SERVER_LOG = join(process.cwd(), 'test-results', 'server.log')
export const OUTBOX_DIR = join(TEST_DATA_DIR, 'outbox')
/** The test server accepts the app's signed events with this secret (tests/support/ingest-comments.ts). */
export const TEST_INGEST_SECRET = 'e2e-ingest-secret-0123456789abcdef-0123'

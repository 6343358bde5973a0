import { defineConfig } from 'vitest/config'

// The procedure tests run against embedded PGlite always, and against a real PostgreSQL
// when TEST_DATABASE_URL is set (.ci/run sets it).
const postgres = process.env.TEST_DATABASE_URL
if (!postgres) console.log('[vitest] TEST_DATABASE_URL not set: the PostgreSQL project does not run')

// hookTimeout: opening a database (PGlite boot, migrations, the seed's ~560 events) took over a
// minute per file with 16 files at once under load average 25 on 2 cores.
const shared = { testTimeout: 30_000, hookTimeout: 180_000, environment: 'node' as const }

export default defineConfig({
  // app/ imports core/ through the tsconfig alias (@core/*).
  resolve: { tsconfigPaths: true },
  test: {
    // One file per core. Vitest's default (cores - 1) ran one file at a time on the 2-core
    // machine, while most of a procedure file's time is spent waiting on its database.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: [
            'app/**/*.test.ts',
            'build/**/*.test.ts',
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          env: { DATA_DIR: 'memory://', NODE_ENV: 'test', DATABASE_URL: '' },
        },
      },
      {
        test: {
          ...shared,
          name: 'pglite',
          include: ['tests/procedures/**/*.test.ts'],
          // Each file opens its own copy of one database seeded once (tests/support/pglite/).
          globalSetup: ['tests/support/pglite/template.ts'],
          setupFiles: ['tests/support/pglite/copy.ts'],
          env: { NODE_ENV: 'test', DATABASE_URL: '' },
        },
      },
      {
        test: {
          ...shared,
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          env: {
            DATA_DIR: 'memory://',
            NODE_ENV: 'test',
            DATABASE_URL: '',
            API_URL: 'http://127.0.0.1:3977',
            PUBLIC_API_KEY: 'test-public-key',
          },
        },
      },
      {
        // The page cache is on, as in production: after each round the suite checks that the
        // hostile requests left every cached page whole (a 5xx is never cached, so none hides).
        test: {
          ...shared,
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          // The suite's requests name http://127.0.0.1:3000: mutations are checked against this origin.
          env: {
            DATA_DIR: 'memory://',
            NODE_ENV: 'production',
            DATABASE_URL: '',
            PAGE_CACHE_SECONDS: '3600',
            PUBLIC_SITE_URL: 'http://127.0.0.1:3000',
            // 10,000 requests: their JSON log lines would bury the report.
            LOG_LEVEL: 'warn',
          },
        },
      },
      {
        // Long fault tests against the BUILT server and a throw-away PostgreSQL cluster they own
        // (port 5499): not part of `npm test`; `npm run test:faults` runs them after a build.
        // One file at a time: they share the port, and they stop and start PostgreSQL.
        test: {
          ...shared,
          name: 'faults-long',
          include: ['tests/faults-long/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The built site checked from the outside with established tools (link checker, Nu HTML
        // checker, Mozilla's Observatory), each file against its own production server:
        // `npm run test:outside` after a build (`npm run test:faults` runs it).
        test: {
          ...shared,
          name: 'outside',
          include: ['tests/outside/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The whole stack (nginx TLS, Varnish, two built app servers, PostgreSQL primary and
        // replica: scripts/stack/stack.mjs) through its front: `npm run test:edge` after a build.
        test: {
          ...shared,
          name: 'edge',
          include: ['tests/edge/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ['tests/procedures/**/*.test.ts'],
                env: { DATABASE_URL: postgres, NODE_ENV: 'test' },
              },
            },
          ]
        : []),
    ],
  },
})

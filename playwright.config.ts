import { defineConfig, devices } from '@playwright/test'
import { TEST_BASE_URL } from './tests/support/constants'
import { chromiumLaunchOptions } from './tests/support/chromium.mjs'

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  // A retry only to record a trace: recording every test cost ~25 % of the suite (decision 045).
  // A test that passes on its retry still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  globalSetup: './tests/support/global-setup.ts',
  globalTeardown: './tests/support/global-teardown.ts',
  use: {
    baseURL: TEST_BASE_URL,
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'phone',
      // What does not look at layout runs once, in the desktop project. Whole specs: those that
      // open no page (requests only), those whose every test sets its own window, where the
      // two projects would run the same test twice, and those that check content and behaviour
      // only (community, regions: the phone layout of their pages is in visual.spec.ts).
      testIgnore: [
        '**/bundle.spec.ts',
        '**/cache.spec.ts',
        '**/http-semantics.spec.ts',
        '**/seo.spec.ts',
        '**/shared-cache.spec.ts',
        '**/analytics-off.spec.ts',
        '**/feeds.spec.ts',
        '**/urlpattern.spec.ts',
        '**/calculator-reveal.spec.ts',
        '**/consent-phone.spec.ts',
        '**/no-js.spec.ts',
        '**/community.spec.ts',
        '**/regions.spec.ts',
      ],
      // Single tests and groups marked with `oneWidth` (tests/e2e/fixtures.ts).
      grepInvert: /@one-width/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
})

import { defineConfig, devices } from '@playwright/test'
import { TEST_BASE_URL } from './tests/setup/constants'
import { chromiumLaunchOptions } from './tests/support/chromium.mjs'

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  globalSetup: './tests/setup/global-setup.ts',
  globalTeardown: './tests/setup/global-teardown.ts',
  use: {
    baseURL: TEST_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'phone',
      // Request-only specs: they open no page, so one width runs them.
      testIgnore: ['**/shared-cache.spec.ts', '**/feeds.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
})

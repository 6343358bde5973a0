// Test-only switches of the forms (decision 011). Installed by the server's start-up when
// ENABLE_TEST_ROUTES is set (the browser suite) and by the procedure tests; never in production.
import { setIntakeHooks } from './intake'

/** An address in this domain makes a submission fail before anything is stored. */
export const FAILING_TEST_DOMAIN = '@fail.test'
/** This header names the rate-limit bucket instead of the client address. */
export const TEST_CLIENT_HEADER = 'x-test-client'

export function installFormsTestSwitches(): void {
  setIntakeHooks({
    beforeIntake: ({ email }) => {
      if (email.toLowerCase().endsWith(FAILING_TEST_DOMAIN)) {
        throw new Error(`Deliberate error for the browser suite (${FAILING_TEST_DOMAIN} address)`)
      }
    },
    rateLimitKey: (request) => {
      const client = request.headers.get(TEST_CLIENT_HEADER)
      return client ? `test:${client.slice(0, 100)}` : null
    },
  })
}

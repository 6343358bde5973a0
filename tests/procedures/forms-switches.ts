// Test-only switches of the forms (decisions 011, 042), installed by the procedure tests: the
// browser suite's server provokes the same failure from outside the bundle (tests/support/test-server).
import { setIntakeHooks } from '../../server/forms/intake'

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

// What the browser suite's server (./entry.ts) adds to the production bundle, by name.

/** A request with this header runs with a database that fails every query (the 500 page). */
export const FAIL_DATABASE_HEADER = 'x-test-fail-database'
/** A form submitted with an address in this domain fails before anything is stored. */
export const FAILING_TEST_DOMAIN = '@fail.test'
/** GET: what the forms stored for ?email=…; POST ?email=…&expire: its deletion links run out. */
export const TEST_FORMS_PATH = '/api/test/forms'
/** Logged with every failure the test server provokes (the teardown expects these lines). */
export const DELIBERATE_ERROR = 'Deliberate error for the browser suite'
/**
 * A real page that asks the database on every request (a deletion link's token: never cached),
 * so with FAIL_DATABASE_HEADER it is the site's unhandled-error page. The same words in every
 * locale; put the locale's prefix in front.
 */
export const FAILING_PAGE = `/data-revocation?token=${'a'.repeat(43)}`

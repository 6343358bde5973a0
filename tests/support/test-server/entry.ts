// The browser suite's server entry (decision 042): the production bundle, byte for byte, with
// three things only tests need, added from outside it. Nothing here is compiled into dist/.
// - GET/POST /api/test/forms: what the forms stored for an address; its deletion links expired.
// - A request with FAIL_DATABASE_HEADER, or a tRPC submission with a @fail.test address, runs
//   with a database whose every query fails: the real error page, the forms' failure state.
// The database is the bundle's own: PGlite allows one connection per folder, so the instance the
// bundle opens is caught as it runs its first query (@electric-sql/pglite is not bundled, so
// this module and the bundle share its class); on PostgreSQL this entry opens a pool of its own.
import { AsyncLocalStorage } from 'node:async_hooks'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { DELIBERATE_ERROR, FAILING_TEST_DOMAIN, FAIL_DATABASE_HEADER, TEST_FORMS_PATH } from './constants.ts'
import { type Sql, expireRevocationLinks, formsSnapshot } from './forms-snapshot.ts'

interface App {
  fetch(request: Request): Promise<Response>
  [key: string]: unknown
}

const failing = new AsyncLocalStorage<string>()
let pglite: PGlite | undefined

/** Wraps a method so that it fails inside a failing request and, on PGlite, catches the instance. */
function failable(prototype: object, name: string, catchInstance: boolean): void {
  const target = prototype as Record<string, (...args: unknown[]) => unknown>
  const original = target[name]!
  target[name] = function (this: unknown, ...args: unknown[]) {
    if (catchInstance) pglite ??= this as PGlite
    const reason = failing.getStore()
    if (reason) return Promise.reject(new Error(reason))
    return original.apply(this, args)
  }
}
for (const name of ['query', 'exec', 'transaction']) failable(PGlite.prototype, name, true)
for (const name of ['query', 'connect']) failable(pg.Pool.prototype, name, false)

// A variable: the build may not exist when this file is type-checked.
const bundlePath = '../../../dist/server/server.js'
const production = (await import(/* @vite-ignore */ bundlePath)).default as App

let pool: pg.Pool | undefined
const sql: Sql = async (text, params) => {
  if (process.env.DATABASE_URL) {
    pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    return (await pool.query(text, params)).rows
  }
  if (!pglite) throw new Error('The bundle has not opened its database yet')
  return (await pglite.query<Record<string, unknown>>(text, params)).rows
}

const notFound = () => new Response('Not found', { status: 404 })
const privateJson = (data: unknown) =>
  Response.json(data, { headers: { 'cache-control': 'private, no-store' } })

async function formsRoute(request: Request, url: URL): Promise<Response> {
  const email = url.searchParams.get('email')
  if (!email) return notFound()
  if (request.method === 'GET') return privateJson(await formsSnapshot(sql, email))
  if (request.method === 'POST' && url.searchParams.has('expire')) {
    return privateJson({ expired: await expireRevocationLinks(sql, email) })
  }
  return notFound()
}

/** Why this request's database fails, or null: it runs as in production. */
async function failureOf(request: Request, url: URL): Promise<string | null> {
  if (request.headers.has(FAIL_DATABASE_HEADER)) return `${DELIBERATE_ERROR} (${FAIL_DATABASE_HEADER})`
  if (request.method === 'POST' && url.pathname.startsWith('/api/trpc/')) {
    const body = (await request.clone().text()).toLowerCase()
    if (body.includes(`${FAILING_TEST_DOMAIN}"`))
      return `${DELIBERATE_ERROR} (${FAILING_TEST_DOMAIN} address)`
  }
  return null
}

export default {
  ...production,
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname === TEST_FORMS_PATH) return formsRoute(request, url)
    const reason = await failureOf(request, url)
    return reason ? failing.run(reason, () => production.fetch(request)) : production.fetch(request)
  },
}

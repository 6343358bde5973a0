// Page views on the built server (embedded PGlite, one process), as an operator reads them: a
// browser's page adds to page_views_total under its route template and locale (a page-cache hit
// too); a crawler, HEAD, a prefetch, a fetch, an API read and a 404 do not; at shutdown the tally
// is written and `npm run pageviews` prints it; nothing of the visitor (address, user agent,
// referrer, cookie, query, slug) is in the metrics or the table. Then two workers on PostgreSQL
// (the local server, INGEST_TEST_ADMIN_URL as the ingest test, in a database of its own) write
// their tallies every second into the same rows, and /metrics sums them.
import { spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { request } from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../support/built-server'
import { type RunningServer, sleep, startServer } from './support/server'

const PORT = 3370
const WORKERS_PORT = 3371
const TOKEN = 'page-views-metrics-token-0123'
const ADDRESS = '203.0.113.77'
const AGENT_MARKER = 'Marker-UA-91c2'
const BROWSER = `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${AGENT_MARKER}`
const REFERRER = 'https://ref-marker-4d1.example/from'
const COOKIE = 'marker=cookie-3f1; i18n_locale=pt'
const QUERY = 'utm_source=q-marker-5b'
let server: RunningServer
let slug: string

/** A browser's navigation, carrying everything a visitor's request may carry. */
function visit(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(`${server.base}${path}`, {
    method,
    headers: {
      'user-agent': BROWSER,
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'x-forwarded-for': ADDRESS,
      referer: REFERRER,
      cookie: COOKIE,
      ...headers,
    },
  })
}

async function metrics(base = server.base): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  return response.text()
}

/** Every page_views_total series: `{labels} value`. */
function series(text: string): Map<string, number> {
  const found = new Map<string, number>()
  for (const match of text.matchAll(/^page_views_total(\{[^}]*\}) (\d+)$/gm))
    found.set(match[1]!, Number(match[2]))
  return found
}

const postLabels = '{route="/community/posts/$slug",locale="en"}'
const communityEs = '{route="/community",locale="es"}'

describe('page views on PGlite', () => {
  beforeAll(async () => {
    server = await startServer(
      'page-views',
      PORT,
      {
        METRICS_TOKEN: TOKEN,
        // Written only at shutdown in this test: the last write is the one shutdown makes.
        PAGE_VIEWS_FLUSH_SECONDS: '3600',
        LOG_LEVEL: 'info',
      },
      180_000,
    )
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text()
    slug = /\/community\/posts\/([a-z0-9-]+)</.exec(sitemap)![1]!
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('count a browser’s page by route template and locale, page-cache hits included', async () => {
    const before = series(await metrics())
    const first = await visit(`/community/posts/${slug}?${QUERY}`)
    expect(first.status).toBe(200)
    await first.text()
    const second = await visit(`/community/posts/${slug}`)
    expect(second.status).toBe(200)
    await second.text()
    const third = await visit(`/community/posts/${slug}`)
    expect(third.headers.get('x-page-cache')).toBe('HIT')
    await third.text()
    const spanish = await visit('/es/comunidad')
    expect(spanish.status).toBe(200)
    await spanish.text()

    const after = series(await metrics())
    expect(after.get(postLabels)).toBe((before.get(postLabels) ?? 0) + 3)
    expect(after.get(communityEs)).toBe((before.get(communityEs) ?? 0) + 1)
  })

  it('do not count a crawler, HEAD, a prefetch, a fetch, an API read, a file or a missing page', async () => {
    const before = series(await metrics())
    const requests: Array<Promise<Response>> = [
      visit(`/community/posts/${slug}`, {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      visit(`/community/posts/${slug}`, {}, 'HEAD'),
      visit(`/community/posts/${slug}`, { 'sec-purpose': 'prefetch' }),
      visit('/es/comunidad', { 'sec-purpose': 'prefetch;prerender' }),
      visit('/es/comunidad', { purpose: 'prefetch' }),
      visit('/community', { 'sec-fetch-dest': 'empty' }),
      visit(`/api/trpc/community.listGroups?input=${encodeURIComponent('{"locale":"en"}')}`),
      visit('/sitemap.xml'),
      visit('/community/posts/no-such-post-slug-4821'),
    ]
    const statuses = await Promise.all(
      requests.map(async (request) => {
        const response = await request
        await response.arrayBuffer()
        return response.status
      }),
    )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 404])
    expect(series(await metrics())).toEqual(before)
  })

  it('keep nothing of the visitor, and are written at shutdown for the operator’s command', async () => {
    const text = (await metrics())
      .split('\n')
      .filter((line) => line.startsWith('page_views_total'))
      .join('\n')
    const forbidden = [
      ADDRESS,
      AGENT_MARKER,
      'Macintosh',
      'ref-marker-4d1',
      'cookie-3f1',
      'q-marker-5b',
      slug,
    ]
    for (const marker of forbidden) expect(text, `metrics leak "${marker}"`).not.toContain(marker)

    // SIGTERM: the server drains, writes its tally and closes PGlite, which the command then opens.
    server.child.kill('SIGTERM')
    await once(server.child, 'exit')
    expect(server.log.some((line) => line.includes('"msg":"stopped"'))).toBe(true)

    const command = (args: string[]) =>
      spawnSync(process.execPath, ['scripts/pageviews.ts', ...args], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: server.dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      })
    // Two days: the test may run across midnight UTC.
    const csv = command(['--days', '2', '--csv'])
    expect(csv.status, csv.stderr).toBe(0)
    const [header, ...lines] = csv.stdout.trim().split('\r\n')
    expect(header).toBe('day,route,locale,views')
    const total = (route: string, locale: string) =>
      lines
        .map((line) => line.split(','))
        .filter(([, r, l]) => r === route && l === locale)
        .reduce((sum, cells) => sum + Number(cells[3]), 0)
    expect(total('/community/posts/$slug', 'en')).toBe(3)
    expect(total('/community', 'es')).toBe(1)
    // Only what the first test's visits counted: nothing else reached the table.
    expect(lines.reduce((sum, line) => sum + Number(line.split(',')[3]), 0)).toBe(4)
    for (const marker of forbidden) expect(csv.stdout, `table leaks "${marker}"`).not.toContain(marker)

    const table = command(['--days', '2'])
    expect(table.status, table.stderr).toBe(0)
    expect(table.stdout).toMatch(/\/community\/posts\/\$slug\s+en\s+3/)
    expect(table.stdout).toContain('4 views in all.')
  })
})

const ADMIN_URL = process.env.INGEST_TEST_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
const DATABASE = 'nestwell_page_views_long'
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`)

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

/** A browser's page on a connection of its own: the cluster primary deals connections out in turn. */
function visitOnNewConnection(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: WORKERS_PORT,
        path,
        agent: false,
        timeout: 30_000,
        headers: { 'user-agent': BROWSER, 'sec-fetch-dest': 'document' },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

describe('page views from two workers on PostgreSQL', () => {
  let workers: RunningServer | undefined

  beforeAll(async () => {
    await sql(ADMIN_URL, `drop database if exists ${DATABASE} with (force)`)
    await sql(ADMIN_URL, `create database ${DATABASE}`)
    workers = await startServer(
      'page-views-workers',
      WORKERS_PORT,
      { DATABASE_URL, WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN, PAGE_VIEWS_FLUSH_SECONDS: '1' },
      180_000,
    )
  }, 240_000)

  afterAll(async () => {
    await workers?.stop()
    await sql(ADMIN_URL, `drop database if exists ${DATABASE} with (force)`).catch(() => {})
  })

  it('add up in the same rows of the table, and on /metrics', async () => {
    const VISITS = 20
    for (let i = 0; i < VISITS; i++) expect(await visitOnNewConnection('/pt/comunidade')).toBe(200)

    // Each worker writes its tally every second: the row reaches the sum of both.
    const stored = async () =>
      Number(
        (
          await sql<{ views: string }>(
            DATABASE_URL,
            `select coalesce(sum(views), 0) as views from page_views where route = '/community' and locale = 'pt'`,
          )
        )[0]!.views,
      )
    const deadline = Date.now() + 30_000
    while ((await stored()) < VISITS && Date.now() < deadline) await sleep(200)
    expect(await stored()).toBe(VISITS)

    const total = series(await metrics(workers!.base)).get('{route="/community",locale="pt"}')
    expect(total).toBe(VISITS)
  })
})

// The app's community events against the BUILT server, with a real HTTP client playing the app
// (issue 26): on PostgreSQL two servers, one of them with two workers, and on PGlite one server.
// - Pull sync from a stand-in app API (a real HTTP server here) rebuilds an emptied database to
//   the same pages.
// - A takedown is timed from the event's acceptance to its disappearance from every surface of
//   every process (page 410, lists, search, related posts, an expert's answers, sitemap, JSON-LD,
//   the share image's URL and file), ≤ 60 s.
// - A member's erasure leaves nothing of theirs in the database, the pages, search, sitemap,
//   share images or any cache, on both servers and both workers.
// PostgreSQL: the local server (INGEST_TEST_ADMIN_URL, default postgres:postgres@127.0.0.1:5432),
// in a database of its own created here; not port 5499, which the other long tests own.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groups as seedGroups } from '../../server/db/seed/data/groups'
import { seedContent, seedEvents } from '../../server/db/seed/events'
import { type RunningServer, sleep, startServer } from './support/server'
import { root } from '../support/built-server'
import { sendIngestEvents } from '../../scripts/ingest-send.mjs'

const SECRET = 'faults-long-ingest-secret-0123456789abcdef'
const METRICS_TOKEN = 'faults-long-metrics-token-0123'
const ADMIN_URL = process.env.INGEST_TEST_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
const DATABASE = 'nestwell_ingest_long'
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`)
const [PORT_A, PORT_B, PORT_LITE, PORT_APP] = [3621, 3622, 3623, 3624]
const LIMIT_MS = 60_000

let a: RunningServer
let b: RunningServer
let lite: RunningServer
let app: Server | undefined
let feed: unknown[] = []

async function send(base: string, events: unknown[]) {
  const response = await sendIngestEvents(base, SECRET, events)
  return { status: response.status, body: (await response.json()) as { results: Array<{ status: string }> } }
}

const text = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, body: await response.text() }
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>, url = ADMIN_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

// A public English post with an expert's comment and a sibling in its group: it shows on every
// surface (its page, the list, search, the sibling's related posts, the expert's answers).
const publicGroups = new Set(seedGroups.filter((g) => g.visibility === 'public').map((g) => g.slug))
const en = seedContent[0]!
const target = [...en.posts]
  .sort((x, y) => x.daysAgo - y.daysAgo)
  .find(
    (p) =>
      p.title &&
      p.comments.some((c) => c.authorKey.startsWith('expert:')) &&
      en.posts.some((o) => o !== p && o.groupSlug === p.groupSlug) &&
      publicGroups.has(p.groupSlug),
  )!
const sibling = en.posts.find((o) => o !== target && o.groupSlug === target.groupSlug)!
const expertSlug = target.comments
  .find((c) => c.authorKey.startsWith('expert:'))!
  .authorKey.slice('expert:'.length)
// The longest word of the title: what a visitor would search for.
const searchWord = target.title.split(/[^A-Za-z]+/).sort((x, y) => y.length - x.length)[0]!

type Surface = { name: string; gone: (base: string, dataDir: string) => Promise<boolean> }
const absent = (path: string) => async (base: string) => {
  const { status, body } = await text(`${base}${path}`)
  return status === 200 && !body.includes(target.slug)
}
const surfaces: Surface[] = [
  {
    name: 'post page 410',
    gone: async (base) => (await text(`${base}/community/posts/${target.slug}`)).status === 410,
  },
  {
    name: 'post page es 410',
    gone: async (base) => (await text(`${base}/es/comunidad/publicaciones/${target.slug}`)).status === 410,
  },
  { name: 'latest posts', gone: absent('/community') },
  { name: 'search', gone: absent(`/community/search?q=${encodeURIComponent(searchWord)}`) },
  { name: 'related posts and JSON-LD', gone: absent(`/community/posts/${sibling.slug}`) },
  { name: "expert's answers", gone: absent(`/community/experts/${expertSlug}`) },
  { name: 'sitemap', gone: absent('/sitemap.xml') },
  {
    name: 'share image URL',
    gone: async (base) =>
      [404, 410].includes((await fetch(`${base}/api/share/post/${target.slug}.png`)).status),
  },
  {
    name: 'share image file',
    gone: async (_base, dataDir) => !existsSync(join(dataDir, 'share-cache', 'post', target.slug)),
  },
]

/** Requests every surface a few times (both workers serve some), so each cache holds the post. */
async function warm(base: string) {
  for (let i = 0; i < 4; i++) {
    await Promise.all(
      [
        `/community/posts/${target.slug}`,
        '/community',
        `/community/search?q=${encodeURIComponent(searchWord)}`,
        `/community/posts/${sibling.slug}`,
        `/community/experts/${expertSlug}`,
        '/sitemap.xml',
        `/api/share/post/${target.slug}.png`,
      ].map((path) => fetch(`${base}${path}`).then((r) => r.arrayBuffer())),
    )
  }
}

/** Polls every surface on every server until gone: the time each took, in ms after `start`. */
async function timeDisappearance(servers: RunningServer[], start: number) {
  const times: Record<string, number> = {}
  await Promise.all(
    servers.flatMap((server) =>
      surfaces.map(async (surface) => {
        // Twice in a row: with two workers, each answers one of them.
        while (
          !(
            (await surface.gone(server.base, server.dataDir)) &&
            (await surface.gone(server.base, server.dataDir))
          )
        ) {
          if (Date.now() - start > LIMIT_MS)
            throw new Error(`${server.name}: ${surface.name} still shows the post after 60 s`)
          await sleep(50)
        }
        times[`${server.name}: ${surface.name}`] = Date.now() - start
      }),
    ),
  )
  return times
}

beforeAll(async () => {
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`)
    await client.query(`create database ${DATABASE}`)
  })
  // The stand-in app: its feed pages through `feed` 500 events at a time.
  app = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://app')
    if (url.pathname !== '/community/events' || request.headers.authorization !== 'Bearer app-test-key') {
      response.writeHead(404).end()
      return
    }
    const after = Number(url.searchParams.get('after') ?? 0)
    const limit = Number(url.searchParams.get('limit'))
    const next = after + limit < feed.length ? String(after + limit) : null
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ events: feed.slice(after, after + limit), next }))
  })
  await new Promise<void>((resolve) => app!.listen(PORT_APP, '127.0.0.1', resolve))
  const env = {
    INGEST_SECRET: SECRET,
    METRICS_TOKEN,
    PAGE_CACHE_SECONDS: '3600',
    QUERY_CACHE_SECONDS: '3600',
  }
  ;[a, b, lite] = await Promise.all([
    startServer('ingest-a', PORT_A, { ...env, DATABASE_URL, WEB_CONCURRENCY: '2' }, 180_000),
    // B starts once A has migrated and seeded (the advisory locks make either order right).
    sleep(2000).then(() => startServer('ingest-b', PORT_B, { ...env, DATABASE_URL }, 180_000)),
    startServer('ingest-lite', PORT_LITE, env, 180_000),
  ])
}, 240_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), lite?.stop()])
  await new Promise((resolve) => app?.close(resolve))
  await withAdmin((client) => client.query(`drop database if exists ${DATABASE} with (force)`)).catch(
    () => {},
  )
})

describe('pull sync', () => {
  it('rebuilds an emptied database from the app to the same pages', async () => {
    const paths = [
      '/community',
      '/es/comunidad',
      '/pt/comunidade',
      `/community/posts/${target.slug}`,
      `/community/experts/${expertSlug}`,
    ]
    const slugsOf = (html: string) =>
      [...html.matchAll(/\/(?:posts|publicaciones|publicacoes)\/([a-z0-9-]+)/g)].map((m) => m[1]).join(' ')
    const before = await Promise.all(
      paths.map(async (path) => slugsOf((await text(`${a.base}${path}`)).body)),
    )
    await withAdmin(async (client) => {
      await client.query(
        'delete from comments; delete from posts; delete from groups; delete from gone_posts',
      )
      await client.query(
        'delete from ingest_versions; delete from ingest_events; delete from ingest_requests',
      )
      await client.query('delete from authors where id not in (select author_id from experts)')
      await client.query(
        `select pg_notify('nestwell_content_changes', '{"origin":"test","keys":["site"],"reason":"ingest"}')`,
      )
    }, DATABASE_URL)
    // The notification reaches both workers of A within a round trip: polled, not slept.
    for (let i = 0; i < 100 && (await text(`${a.base}/community/posts/${target.slug}`)).status !== 404; i++)
      await sleep(100)
    expect((await text(`${a.base}/community/posts/${target.slug}`)).status).toBe(404)
    expect((await text(`${a.base}/community/posts/${target.slug}`)).status).toBe(404)

    feed = seedEvents(Date.now())
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        join(root, 'node_modules/.bin/node'),
        ['scripts/community-sync.ts'],
        {
          cwd: root,
          env: {
            ...process.env,
            DATABASE_URL,
            API_URL: `http://127.0.0.1:${PORT_APP}`,
            PUBLIC_API_KEY: 'app-test-key',
            LOG_LEVEL: 'warn',
          },
        },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stdout}${stderr}`)) : resolve(stdout),
      ),
    )
    expect(output).toMatch(/applied \d+, unchanged 0, rejected 0/)
    const after = await Promise.all(paths.map(async (path) => slugsOf((await text(`${a.base}${path}`)).body)))
    expect(after).toEqual(before)
  })
})

describe('takedown', () => {
  it('leaves every surface of every worker and server within 60 s (PostgreSQL: 2 servers, 3 processes)', async () => {
    await Promise.all([warm(a.base), warm(b.base)])
    for (const server of [a, b]) {
      for (const surface of surfaces)
        expect(await surface.gone(server.base, server.dataDir), `${server.name} ${surface.name} before`).toBe(
          false,
        )
    }
    const start = Date.now()
    const { status, body } = await send(a.base, [
      {
        kind: 'post.remove',
        id: `takedown-${start}`,
        appId: `seed.post.${target.slug}`,
        version: Number.MAX_SAFE_INTEGER - 1,
        occurredAt: new Date().toISOString(),
      },
    ])
    expect([status, body.results[0]!.status]).toEqual([200, 'applied'])
    const accepted = Date.now()
    const times = await timeDisappearance([a, b], accepted)
    const worst = Math.max(...Object.values(times))
    console.log(
      `takedown (PostgreSQL): accepted in ${accepted - start} ms, gone everywhere after ${worst} ms`,
      times,
    )
    expect(worst).toBeLessThanOrEqual(LIMIT_MS)

    const metrics = await (
      await fetch(`${a.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text()
    expect(metrics).toMatch(/ingest_events_total\{kind="post.remove",result="applied"\} 1/)
    expect(metrics).toMatch(/content_changes_total\{reason="takedown"\} 1/)
    expect(metrics).toMatch(/ingest_lag_seconds_count 1/)
  })

  it('leaves every surface within 60 s on PGlite', async () => {
    await warm(lite.base)
    const start = Date.now()
    const { status } = await send(lite.base, [
      {
        kind: 'post.remove',
        id: `takedown-lite-${start}`,
        appId: `seed.post.${target.slug}`,
        version: 2 ** 52,
        occurredAt: new Date().toISOString(),
      },
    ])
    expect(status).toBe(200)
    const times = await timeDisappearance([lite], Date.now())
    console.log(`takedown (PGlite): gone everywhere after ${Math.max(...Object.values(times))} ms`, times)
  })

  it('refuses an unsigned batch with 401 and counts it', async () => {
    const response = await fetch(`${b.base}/api/ingest/events`, { method: 'POST', body: '{"events":[]}' })
    expect(response.status).toBe(401)
    const metrics = await (
      await fetch(`${b.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text()
    expect(metrics).toMatch(/ingest_requests_refused_total\{reason="missing"\} [1-9]/)
  })
})

describe('erasure', () => {
  // A member with posts and comments in public groups.
  const member = en.authors.find(
    (m) =>
      m.role === 'user' &&
      en.posts.some(
        (p) => p.authorKey === m.key && publicGroups.has(p.groupSlug) && p.slug !== target.slug,
      ) &&
      en.posts.some((p) => p.comments.some((c) => c.authorKey === m.key) && publicGroups.has(p.groupSlug)),
  )!
  const theirPosts = en.posts.filter((p) => p.authorKey === member.key)
  const commentedOn = en.posts.filter(
    (p) =>
      p.authorKey !== member.key &&
      p.slug !== target.slug &&
      publicGroups.has(p.groupSlug) &&
      p.comments.some((c) => c.authorKey === member.key),
  )

  it('removes everything of theirs from the database, pages, search, sitemap, images and caches of both servers', async () => {
    const pages = ['/community', '/sitemap.xml', ...commentedOn.map((p) => `/community/posts/${p.slug}`)]
    expect(commentedOn.length).toBeGreaterThan(0)
    // Warm every process's caches; the pages they commented on name them.
    for (const server of [a, b]) {
      for (let i = 0; i < 2; i++) {
        for (const path of pages) {
          const { body } = await text(`${server.base}${path}`)
          if (path.startsWith('/community/posts/'))
            expect(body.includes(member.name), `${server.name} ${path} before`).toBe(true)
        }
        for (const p of theirPosts)
          await fetch(`${server.base}/api/share/post/${p.slug}.png`).then((r) => r.arrayBuffer())
      }
    }
    const start = Date.now()
    const { status } = await send(b.base, [
      {
        kind: 'member.erase',
        id: `erase-${start}`,
        appId: member.key,
        version: 1,
        occurredAt: new Date().toISOString(),
      },
    ])
    expect(status).toBe(200)

    const rows = await withAdmin(async (client) => {
      const authors = await client.query('select 1 from authors where key = $1', [member.key])
      const found = await client.query(
        'select count(*)::int as n from comments c join posts p on p.id = c.post_id where c.body = any($1) or p.slug = any($2)',
        [
          en.posts.flatMap((p) => p.comments.filter((c) => c.authorKey === member.key).map((c) => c.body)),
          theirPosts.map((p) => p.slug),
        ],
      )
      const posts = await client.query('select count(*)::int as n from posts where slug = any($1)', [
        theirPosts.map((p) => p.slug),
      ])
      return { authors: authors.rowCount, comments: found.rows[0].n, posts: posts.rows[0].n }
    }, DATABASE_URL)
    expect(rows).toEqual({ authors: 0, comments: 0, posts: 0 })

    for (const server of [a, b]) {
      // Twice: each worker of A answers one.
      for (let i = 0; i < 2; i++) {
        for (const path of pages) {
          const { body } = await text(`${server.base}${path}`)
          expect(body.includes(member.name), `${server.name} ${path}`).toBe(false)
          for (const p of theirPosts)
            expect(body.includes(`/posts/${p.slug}`), `${server.name} ${path}`).toBe(false)
        }
        for (const p of theirPosts) {
          expect((await text(`${server.base}/community/posts/${p.slug}`)).status).toBe(410)
          expect((await fetch(`${server.base}/api/share/post/${p.slug}.png`)).status).toBe(404)
          expect(existsSync(join(server.dataDir, 'share-cache', 'post', p.slug))).toBe(false)
        }
        const word = theirPosts[0]!.title.split(/[^A-Za-z]+/).sort((x, y) => y.length - x.length)[0]!
        const search = await text(`${server.base}/community/search?q=${encodeURIComponent(word)}`)
        for (const p of theirPosts) expect(search.body.includes(p.slug)).toBe(false)
      }
    }
    console.log(
      `erasure: ${theirPosts.length} posts and their comments gone from both servers ${Date.now() - start} ms after the event was sent`,
    )
  })
})

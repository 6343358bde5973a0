// `npm run community:sync`: rebuilds the community from the app (issue 26), for a website that
// missed events or lost its database. Pages through the app's feed and applies every event
// through the same code as POST /api/ingest/events (server/ingest/apply.ts); then removes what
// the website holds and the feed no longer has. Node 24 runs this TypeScript file directly.
//
//   GET {API_URL}/community/events?limit=500[&after=CURSOR]
//   Authorization: Bearer {PUBLIC_API_KEY}
//   → 200 { "events": [ ...ingest events... ], "next": "CURSOR" | null }
//
// The feed is the app's current state as events (docs/community-ingest.md): members, groups,
// experts, posts and comments as upserts in that order, erased members and removed content as
// their removal events, each with its current version. Same database settings as the server
// (DATABASE_URL, or the PGlite folder in DATA_DIR: stop the server first on PGlite).
import { and, eq, isNotNull } from 'drizzle-orm'
import { type IngestEvent, INGEST_MAX_EVENTS } from '../core/community/ingest.ts'
import { connectDatabase } from '../server/db/client.ts'
import { ingestVersions } from '../server/db/schema.ts'
import { parseEnv } from '../server/env.ts'
import { applyEvents } from '../server/ingest/apply.ts'

const PAGE_TIMEOUT_MS = 30_000

/** The purge of server/cache/purge.ts for the key every page carries, tried three times. */
async function purgeEverything(url: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const status = await fetch(url, {
      method: 'PURGE',
      headers: { 'xkey-purge': 'site' },
      signal: AbortSignal.timeout(5000),
    }).then(
      (response) => response.status,
      () => 0,
    )
    if ((status >= 200 && status < 300) || status === 404) return
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
  }
  console.error(
    `community:sync: the shared cache at PURGE_URL did not accept the purge; pages expire by s-maxage`,
  )
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const env = parseEnv(process.env)
if (!env.API_URL) fail('API_URL is not set: community:sync reads the app at {API_URL}/community/events.')
const apiUrl = env.API_URL.replace(/\/$/, '')
const reconcile = !process.argv.includes('--no-reconcile')

const handle = await connectDatabase(env)
const tally = { pages: 0, applied: 0, duplicate: 0, stale: 0, rejected: 0, removed: 0 }
const seen = new Map<string, Set<string>>()
const entityOf: Record<string, string> = {
  'group.upsert': 'group',
  'expert.upsert': 'expert',
  'post.upsert': 'post',
  'comment.upsert': 'comment',
}

try {
  let after: string | null = null
  do {
    const url = new URL(`${apiUrl}/community/events`)
    url.searchParams.set('limit', String(INGEST_MAX_EVENTS))
    if (after) url.searchParams.set('after', after)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (env.PUBLIC_API_KEY) headers.authorization = `Bearer ${env.PUBLIC_API_KEY}`
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) })
    if (!response.ok)
      fail(`The app answered ${response.status} for page ${tally.pages + 1}: nothing removed.`)
    const page = (await response.json()) as { events?: unknown; next?: unknown }
    if (!Array.isArray(page.events)) fail(`Page ${tally.pages + 1} has no "events" array.`)
    const outcome = await applyEvents(handle.db, page.events)
    for (const [index, result] of outcome.results.entries()) {
      tally[result.status]++
      if (result.status === 'rejected')
        console.error(`page ${tally.pages + 1} ${result.field}: ${result.message}`)
      const event = page.events[index] as { kind?: string; appId?: string }
      const entity = entityOf[event.kind ?? '']
      if (entity && typeof event.appId === 'string') {
        if (!seen.has(entity)) seen.set(entity, new Set())
        seen.get(entity)!.add(event.appId)
      }
    }
    tally.pages++
    after = typeof page.next === 'string' && page.next ? page.next : null
  } while (after)

  // What the website holds and the app no longer has was removed while the website was not
  // listening: removed here, one version past what was applied.
  if (reconcile && tally.rejected === 0) {
    const removals: IngestEvent[] = []
    const now = new Date().toISOString()
    for (const entity of ['comment', 'post', 'expert', 'group'] as const) {
      const rows = await handle.db
        .select({ appId: ingestVersions.appId, version: ingestVersions.version })
        .from(ingestVersions)
        .where(
          and(
            eq(ingestVersions.entity, entity),
            eq(ingestVersions.removed, false),
            isNotNull(ingestVersions.appId),
          ),
        )
      for (const row of rows) {
        if (seen.get(entity)?.has(row.appId)) continue
        removals.push({
          kind: `${entity}.remove`,
          id: `sync-${Date.now()}-${removals.length}`,
          appId: row.appId,
          version: row.version + 1,
          occurredAt: now,
        } as IngestEvent)
      }
    }
    for (let i = 0; i < removals.length; i += INGEST_MAX_EVENTS) {
      const outcome = await applyEvents(handle.db, removals.slice(i, i + INGEST_MAX_EVENTS))
      tally.removed += outcome.results.filter((r) => r.status === 'applied').length
    }
  }

  // Running servers on PostgreSQL drop every cached copy (decision 030's channel), and the
  // shared cache in front drops every page (each carries the key `site`).
  if (env.DATABASE_URL) {
    const { sql } = await import('drizzle-orm')
    // The format of server/cache/fan-out.ts (encodeChange), which Node cannot import from here.
    const payload = JSON.stringify({ origin: 'community-sync', keys: ['site'], reason: 'ingest' })
    await handle.db.execute(sql`select pg_notify('nestwell_content_changes', ${payload})`)
  }
  if (env.PURGE_URL) await purgeEverything(env.PURGE_URL)
  console.log(
    `community:sync: ${tally.pages} page(s); applied ${tally.applied}, unchanged ${tally.duplicate + tally.stale}, rejected ${tally.rejected}, removed ${tally.removed}`,
  )
} finally {
  await handle.close()
}
if (tally.rejected > 0) process.exit(1)

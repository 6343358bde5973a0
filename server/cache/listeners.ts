// What a content change does in this server (decisions 030, 031): every process drops the pages
// and read results it holds and the share images on its disk of the posts and experts named,
// and the process that published the change purges the shared cache.
import { readdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { visiblePosts } from '../community/visibility.ts'
import { db } from '../db/client.ts'
import { experts, posts } from '../db/schema.ts'
import { env } from '../env.ts'
import { clearPageCache } from '../http/page-cache.ts'
import { errorFields, log } from '../ops/log.ts'
import { countCacheDrop } from '../ops/metrics.ts'
import { shareImageDir } from '../share/images.ts'
import { clearQueryCache } from '../trpc/query-cache.ts'
import { type ContentChange, onContentChange, onContentChangeOnce } from './content-changes.ts'
import { type Purger, createPurger } from './purge.ts'

let installed = false
let purger: Purger | undefined

/** Installs the listeners once per process (the server entry does at start-up). */
export function installCacheListeners(): void {
  if (installed) return
  installed = true
  // Coarse on purpose: which cached page or read shows a key is not recorded in the process,
  // and both caches refill within a render of each page (decision 031).
  onContentChange(async (change) => {
    clearPageCache()
    clearQueryCache()
    countCacheDrop()
    await dropShareImages(change).catch((error) =>
      log.error({ error: errorFields(error) }, 'share: could not remove images of changed content'),
    )
  })
  const url = env().PURGE_URL
  if (url) purger = createPurger({ url })
  onContentChangeOnce(({ keys, reason }) => {
    if (purger) purger.purge(keys)
    else log.debug({ keys: keys.length, reason }, 'purge: PURGE_URL unset, no shared cache to purge')
  })
}

/** Resolves once the purges queued so far were sent or given up. */
export async function purgesSettled(): Promise<void> {
  await purger?.settled()
}

const onDisk = () => !env().DATA_DIR.startsWith('memory:')

async function dropShareImages(change: ContentChange): Promise<void> {
  if (!onDisk()) return
  if (change.keys.includes('site')) {
    // Not awaited: the seed publishes "everything" while the database is still opening, and
    // the sweep's own query waits for that opening.
    void sweepShareImages().catch((error) =>
      log.error({ error: errorFields(error) }, 'share: could not sweep images of removed content'),
    )
    return
  }
  for (const key of change.keys) {
    const [kind, slug] = key.split(':') as [string, string | undefined]
    if ((kind === 'post' || kind === 'expert') && slug) {
      await rm(shareImageDir(kind, slug), { recursive: true, force: true })
    }
  }
}

/**
 * Removes share images of posts and experts no longer public: those taken down while this
 * server was stopped or out of touch. Run at start and on a change of everything.
 */
export async function sweepShareImages(): Promise<void> {
  if (!onDisk()) return
  const root = resolve(env().DATA_DIR, 'share-cache')
  const database = await db()
  const [postRows, expertRows] = await Promise.all([
    database.select({ slug: posts.slug }).from(posts).where(visiblePosts()),
    database.select({ slug: experts.slug }).from(experts),
  ])
  const keep = { post: new Set(postRows.map((p) => p.slug)), expert: new Set(expertRows.map((e) => e.slug)) }
  const entries = await readdir(root, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    // Files at the top: the flat layout before issue 26.
    if (entry.isFile()) await rm(join(root, entry.name), { force: true })
  }
  for (const kind of ['post', 'expert'] as const) {
    const slugs = await readdir(join(root, kind)).catch(() => [] as string[])
    for (const slug of slugs) {
      if (!keep[kind].has(slug)) await rm(join(root, kind, slug), { recursive: true, force: true })
    }
  }
}

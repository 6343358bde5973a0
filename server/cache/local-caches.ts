// What every serving process drops when content changes (decision 030): its page cache, its
// query cache and the share images on its disk of the posts and experts named. Until the shared
// cache's work adds key-by-key listeners, the page and query caches are dropped whole: content
// changes are rare next to renders, and whole drops cannot miss a page that showed the content
// (a list, a related-posts box, an expert's answers).
import { readdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { db } from '../db/client'
import { experts, posts } from '../db/schema'
import { env } from '../env'
import { clearPageCache } from '../http/page-cache'
import { errorFields, log } from '../ops/log'
import { countCacheDrop } from '../ops/metrics'
import { shareImageDir } from '../share/images'
import { clearQueryCache } from '../trpc/query-cache'
import { visiblePosts } from '../community/visibility'
import { type ContentChange, onContentChange } from './content-changes'

const onDisk = () => !env().DATA_DIR.startsWith('memory:')

async function dropShareImages(change: ContentChange): Promise<void> {
  if (!onDisk()) return
  const everything = change.keys.includes('site')
  if (everything) {
    await sweepShareImages()
    return
  }
  for (const key of change.keys) {
    const [kind, slug] = key.split(':') as [string, string | undefined]
    if ((kind === 'post' || kind === 'expert') && slug) {
      await rm(shareImageDir(kind, slug), { recursive: true, force: true })
    }
  }
}

/** This process's listener, kept so that `uninstallLocalCacheDrops` can remove it (tests). */
let installed: (() => void) | undefined

/** Registers this process's listener (once). */
export function installLocalCacheDrops(): void {
  installed ??= onContentChange(async (change) => {
    clearPageCache()
    clearQueryCache()
    countCacheDrop()
    await dropShareImages(change).catch((error) =>
      log.error({ err: errorFields(error) }, 'share: could not remove images of changed content'),
    )
  })
}

export function uninstallLocalCacheDrops(): void {
  installed?.()
  installed = undefined
}

/**
 * Removes share images of posts and experts no longer public: those taken down while this
 * server was stopped or out of touch. Run at start and after the fan-out reconnects.
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

// A content deploy found at start-up is published once (decision 031): week files that changed
// name every week page, the hub and the sitemap; a new seed version names the whole site.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ContentChange, onContentChange } from '../../server/cache/content-changes'
import { type Database, db, openDatabase } from '../../server/db/client'
import { meta } from '../../server/db/schema'
import { seedDatabase } from '../../server/db/seed/seed'

beforeAll(async () => {
  await openDatabase()
})

async function published(run: () => Promise<unknown>): Promise<ContentChange[]> {
  const changes: ContentChange[] = []
  const stop = onContentChange((change) => {
    changes.push(change)
  })
  try {
    await run()
  } finally {
    stop()
  }
  return changes
}

describe('a content deploy', () => {
  it('publishes nothing when nothing changed', async () => {
    expect(await published(async () => seedDatabase(await db()))).toEqual([])
  })

  it('publishes every week page and the sitemap when the week files changed', async () => {
    // In a transaction rolled back at the end: other test files share the PostgreSQL database.
    class Rollback extends Error {}
    const changes = await published(() =>
      (async () => {
        await (await db())
          .transaction(async (tx) => {
            await tx.update(meta).set({ value: 'an older deploy' }).where(eq(meta.key, 'week_pages_hash'))
            await seedDatabase(tx as unknown as Database)
            throw new Rollback()
          })
          .catch((error) => {
            if (!(error instanceof Rollback)) throw error
          })
      })(),
    )
    expect(changes).toHaveLength(1)
    expect(changes[0]!.reason).toBe('content-deploy')
    expect(changes[0]!.keys).toContain('week:1')
    expect(changes[0]!.keys).toContain('week:40')
    expect(changes[0]!.keys).toContain('sitemap')
    expect(changes[0]!.keys.filter((key) => key.startsWith('week:'))).toHaveLength(40)
  })
})

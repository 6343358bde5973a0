// A removed post's URL answers 410 Gone (issue 26): only its slug's hash is kept (gone_posts).
import { eq } from 'drizzle-orm'
import { isSlug } from '../../core/schemas/community-limits.ts'
import { db } from '../db/client.ts'
import { gonePosts } from '../db/schema.ts'
import { slugHash } from './apply.ts'

const POST_PATH = /^\/community\/posts\/([^/]+)$/

/** The slug of a post page's (de-localized) path, or null. */
export function postSlugOfPath(pathname: string): string | null {
  const slug = POST_PATH.exec(pathname)?.[1]
  return slug && isSlug(slug) ? slug : null
}

export async function isGonePost(slug: string): Promise<boolean> {
  const [row] = await (await db())
    .select({ removedAt: gonePosts.removedAt })
    .from(gonePosts)
    .where(eq(gonePosts.slugHash, slugHash(slug)))
  return Boolean(row)
}

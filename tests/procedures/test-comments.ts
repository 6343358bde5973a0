// Comments written straight to the database, for the procedure tests (the browser suite sends
// them as the app does, through the ingest door: tests/support/ingest-comments.ts).
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { slugInput } from '../../core/schemas/community'
import { cleanText } from '../../core/schemas/text'
import { publishContentChange } from '../../server/cache/content-changes'
import { db } from '../../server/db/client'
import { authors, comments, posts } from '../../server/db/schema'
import { clearQueryCache } from '../../server/trpc/query-cache'

export const testCommentInput = z.object({
  postSlug: slugInput,
  body: z.string().overwrite(cleanText).min(1).max(5000),
  authorName: z.string().overwrite(cleanText).min(1).max(200),
})

export async function insertTestComment(
  input: z.infer<typeof testCommentInput>,
): Promise<{ commentId: number; authorId: number } | null> {
  const database = await db()
  const [post] = await database.select({ id: posts.id }).from(posts).where(eq(posts.slug, input.postSlug))
  if (!post) return null
  const created = await database.transaction(async (tx) => {
    const [author] = await tx
      .insert(authors)
      .values({ key: `test:${randomUUID()}`, name: input.authorName, role: 'user', avatarSeed: null })
      .returning({ id: authors.id })
    const [comment] = await tx
      .insert(comments)
      .values({ postId: post.id, authorId: author!.id, body: input.body, createdAt: new Date() })
      .returning({ id: comments.id })
    return { commentId: comment!.id, authorId: author!.id }
  })
  // Cached reads of the post would hide the new comment; through the one door, so every cache
  // drops the post's pages (and the shared cache in front purges them) as for an ingest.
  clearQueryCache()
  await publishContentChange({ keys: [`post:${input.postSlug}`, 'community'], reason: 'ingest' })
  return created
}

export async function deleteTestComment(commentId: number): Promise<boolean> {
  const database = await db()
  const deleted = await database.transaction(async (tx) => {
    const [comment] = await tx
      .delete(comments)
      .where(eq(comments.id, commentId))
      .returning({ authorId: comments.authorId, postId: comments.postId })
    if (!comment) return null
    const [post] = await tx.select({ slug: posts.slug }).from(posts).where(eq(posts.id, comment.postId))
    const [author] = await tx
      .select({ key: authors.key })
      .from(authors)
      .where(eq(authors.id, comment.authorId))
    // Only authors this module created are removed with their comment.
    if (author?.key.startsWith('test:')) await tx.delete(authors).where(eq(authors.id, comment.authorId))
    return { postSlug: post?.slug }
  })
  if (!deleted) return false
  clearQueryCache()
  await publishContentChange({
    keys: deleted.postSlug ? [`post:${deleted.postSlug}`, 'community'] : ['community'],
    reason: 'takedown',
  })
  return true
}

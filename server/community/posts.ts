// The community feed (a page of posts) and one post with its comments and related posts.
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales.ts'
import type { PostSummary } from '../../core/community/views.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import { readDb } from '../db/read.ts'
import { authors, comments, experts, groups, posts } from '../db/schema.ts'
import { InvalidCursorError, decodeCursor, encodeCursor } from './cursor.ts'
import {
  authorColumns,
  authorContentKey,
  authorView,
  groupView,
  iso,
  summaryContentKeys,
  toSummary,
} from './mapping.ts'
import { summaries } from './summaries.ts'
import { commentIsShown } from './visibility.ts'

export async function listPosts(input: {
  locale: Locale
  cursor?: string | null
  group?: string
  limit: number
}): Promise<{ items: PostSummary[]; nextCursor: string | null }> {
  // A list: any post added, changed or removed changes it (every such change publishes `community`).
  declareContentKeys('community')
  const conditions = [eq(posts.locale, input.locale)]
  if (input.group) conditions.push(eq(groups.slug, input.group))
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor)
    if (!cursor) throw new InvalidCursorError('Invalid cursor')
    conditions.push(
      or(
        lt(posts.createdAt, cursor.createdAt),
        and(eq(posts.createdAt, cursor.createdAt), lt(posts.id, cursor.id)),
      )!,
    )
  }
  const rows = await summaries(await readDb(), and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(input.limit + 1)
  const page = rows.slice(0, input.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toSummary(row, input.locale)),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  }
}

const RELATED_COUNT = 4

export async function getPost(input: { slug: string; locale: Locale }) {
  // Named before the lookup: a cached "not found" must go when the post arrives.
  declareContentKeys(`post:${input.slug}`)
  const database = await readDb()
  // A post of a private group is "not found": a 404 neither confirms it exists nor shows any of it.
  const [post] = await summaries(database, eq(posts.slug, input.slug)).limit(1)
  if (!post) return null

  // The rest depends only on the post: asked for together.
  const [commentRows, related, [group]] = await Promise.all([
    database
      .select({ id: comments.id, body: comments.body, createdAt: comments.createdAt, ...authorColumns })
      .from(comments)
      .innerJoin(authors, eq(authors.id, comments.authorId))
      .leftJoin(experts, eq(experts.authorId, authors.id))
      .where(and(eq(comments.postId, post.id), commentIsShown))
      .orderBy(comments.createdAt, comments.id),
    // Related: the newest of the same group first, then the newest of the same language.
    summaries(database, and(eq(posts.locale, post.locale), ne(posts.id, post.id)))
      .orderBy(sql`${groups.slug} = ${post.groupSlug} desc`, desc(posts.createdAt))
      .limit(RELATED_COUNT),
    database.select().from(groups).where(eq(groups.slug, post.groupSlug)),
  ])

  // The page shows the post, its group, every commenter, and the related cards (a related post
  // changed or removed changes this page; a new post elsewhere does not).
  declareContentKeys(
    ...summaryContentKeys(post),
    ...commentRows.flatMap(authorContentKey),
    ...related.flatMap(summaryContentKeys),
  )
  return {
    ...toSummary(post, input.locale),
    body: post.body,
    group: groupView(group!, input.locale),
    comments: commentRows.map((c) => ({
      id: c.id,
      body: c.body,
      createdAt: iso(c.createdAt),
      author: authorView(c),
    })),
    related: related.map((r) => toSummary(r, input.locale)),
  }
}

// The one query of post summaries: every list of posts (feed, related, an expert's posts,
// search) starts here, so its where clause always holds the visibility condition.
import { type SQL, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { authors, experts, groups, posts } from '../db/schema.ts'
import { summaryColumns } from './mapping.ts'
import { visiblePosts } from './visibility.ts'

// Not async: a drizzle query is thenable, and returning it from an async function would run it.
export function summaries(database: Database, where?: SQL) {
  return database
    .select(summaryColumns)
    .from(posts)
    .innerJoin(groups, eq(groups.id, posts.groupId))
    .leftJoin(authors, eq(authors.id, posts.authorId))
    .leftJoin(experts, eq(experts.authorId, authors.id))
    .where(visiblePosts(where))
}

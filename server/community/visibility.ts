// Which posts the web may serve. Posts of private groups live in the app only: their groups tell
// members "posts are only visible to members in the app", so no web read may return such a post,
// nor its title, body, slug or comments. Every community read of posts takes its condition from
// here (the procedure tests check each read path). A post or comment a moderator hid in the app
// (issue 26) is not on the web either; removed ones are deleted.
import { type SQL, and, sql } from 'drizzle-orm'
import { comments, groups, posts } from '../db/schema.ts'

/**
 * True for a post of a public group. A subquery on posts.group_id rather than a condition on a
 * joined groups row, so it holds in any query that reads posts, joined to groups or not.
 */
export const postIsPublic: SQL = sql`${posts.groupId} in (select ${groups.id} from ${groups} where ${groups.visibility} = 'public') and not ${posts.hidden}`

/** A comment the web may show: not hidden by a moderator (removed ones are deleted). */
export const commentIsShown: SQL = sql`not ${comments.hidden}`

/** The condition of a web read of posts: public posts only, and the caller's conditions. */
export function visiblePosts(...conditions: Array<SQL | undefined>): SQL {
  return and(postIsPublic, ...conditions)!
}

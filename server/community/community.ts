// Community reads. Every function returns JSON-safe data (dates as ISO strings), so the
// same shape reaches a page rendered on the server and one fetched over HTTP.
import { type SQL, and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales'
import { type Database, db } from '../db/client'
import { authors, comments, experts, groups, posts } from '../db/schema'
import { INT4_MAX } from '../../core/schemas/text'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../core/community/highlight'
import type {
  AuthorRole,
  AuthorView,
  ExpertSummary,
  GroupView,
  PostSummary,
} from '../../core/community/views'
import { avatarUrl } from './avatars'
import { webSearchQuery } from './search-query'
import { visiblePosts } from './visibility'

const EXCERPT_LENGTH = 180

export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  const cut = flat.slice(0, length)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20))}…`
}

const authorColumns = {
  authorName: authors.name,
  authorRole: authors.role,
  authorAvatar: authors.avatarSeed,
  expertSlug: experts.slug,
}

function authorView(row: {
  authorName: string | null
  authorRole: AuthorRole | null
  authorAvatar: string | null
  expertSlug: string | null
}): AuthorView {
  return {
    name: row.authorName,
    role: row.authorRole,
    avatarUrl: avatarUrl(row.authorAvatar),
    expertSlug: row.expertSlug,
  }
}

const commentCount = sql<number>`(select count(*)::int from ${comments} where ${comments.postId} = ${posts.id})`

const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  locale: posts.locale,
  title: posts.title,
  body: posts.body,
  createdAt: posts.createdAt,
  groupSlug: groups.slug,
  groupName: groups.name,
  commentCount,
  ...authorColumns,
}

type SummaryRow = {
  slug: string
  locale: Locale
  title: string
  body: string
  createdAt: Date | string
  groupSlug: string
  groupName: { en: string; es: string; pt: string }
  commentCount: number
  authorName: string | null
  authorRole: AuthorRole | null
  authorAvatar: string | null
  expertSlug: string | null
}

function toSummary(row: SummaryRow, uiLocale: Locale): PostSummary {
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    excerpt: excerptOf(row.body),
    createdAt: new Date(row.createdAt).toISOString(),
    author: authorView(row),
    group: { slug: row.groupSlug, name: row.groupName[uiLocale] },
    commentCount: Number(row.commentCount),
  }
}

// Not async: a drizzle query is thenable, and returning it from an async function would run it.
// The only way to list posts: the where clause always includes the visibility condition.
function summaries(database: Database, where?: SQL) {
  return database
    .select(summaryColumns)
    .from(posts)
    .innerJoin(groups, eq(groups.id, posts.groupId))
    .leftJoin(authors, eq(authors.id, posts.authorId))
    .leftJoin(experts, eq(experts.authorId, authors.id))
    .where(visiblePosts(where))
}

// Cursor: the last item's time and id, so pages stay stable while posts are added.
function encodeCursor(createdAt: Date | string, id: number): string {
  return Buffer.from(`${new Date(createdAt).toISOString()}|${id}`).toString('base64url')
}

// Only a cursor this function could have written is read back: its time is an ISO date of a
// year from 1 to 9999 and its id a PostgreSQL integer, so the query never meets a value the
// database cannot hold (ids of 2^31 and more, years past 9999 failed with a 500).
function decodeCursor(cursor: string): { createdAt: Date; id: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9]\d{0,9})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  )
  if (!match) return null
  const createdAt = new Date(match[1]!)
  const id = Number(match[2])
  // Year 0 is valid to JavaScript (1 BC), not to PostgreSQL's ISO input.
  if (Number.isNaN(createdAt.getTime()) || createdAt.getUTCFullYear() < 1 || id > INT4_MAX) return null
  // Round trip: no second spelling of a cursor (a second key in the query cache, odd dates like Feb 30).
  if (encodeCursor(createdAt, id) !== cursor) return null
  return { createdAt, id }
}

export class InvalidCursorError extends Error {}

export async function listPosts(input: {
  locale: Locale
  cursor?: string | null
  group?: string
  limit: number
}): Promise<{ items: PostSummary[]; nextCursor: string | null }> {
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
  const rows = await summaries(await db(), and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(input.limit + 1)
  const page = rows.slice(0, input.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toSummary(row as SummaryRow, input.locale)),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  }
}

const RELATED_COUNT = 4

export async function getPost(input: { slug: string; locale: Locale }) {
  const database = await db()
  // A post of a private group is "not found": a 404 neither confirms it exists nor shows any of it.
  const [row] = await summaries(await db(), eq(posts.slug, input.slug)).limit(1)
  if (!row) return null
  const postRow = row as SummaryRow & { id: number }

  const commentRows = await database
    .select({ id: comments.id, body: comments.body, createdAt: comments.createdAt, ...authorColumns })
    .from(comments)
    .innerJoin(authors, eq(authors.id, comments.authorId))
    .leftJoin(experts, eq(experts.authorId, authors.id))
    .where(eq(comments.postId, postRow.id))
    .orderBy(comments.createdAt, comments.id)

  // Related: the same group first, then the newest of the same language.
  const sameGroup = await summaries(
    await db(),
    and(eq(groups.slug, postRow.groupSlug), eq(posts.locale, postRow.locale), ne(posts.id, postRow.id)),
  )
    .orderBy(desc(posts.createdAt))
    .limit(RELATED_COUNT)
  let related = sameGroup
  if (related.length < RELATED_COUNT) {
    const exclude = [postRow.id, ...related.map((r) => r.id)]
    const newest = await summaries(
      await db(),
      and(eq(posts.locale, postRow.locale), sql`${posts.id} not in ${exclude}`),
    )
      .orderBy(desc(posts.createdAt))
      .limit(RELATED_COUNT - related.length)
    related = [...related, ...newest]
  }

  const [groupRow] = await database.select().from(groups).where(eq(groups.slug, postRow.groupSlug))
  return {
    ...toSummary(postRow, input.locale),
    body: postRow.body,
    group: groupView(groupRow!, input.locale),
    comments: commentRows.map((c) => ({
      id: c.id,
      body: c.body,
      createdAt: new Date(c.createdAt).toISOString(),
      author: authorView(c),
    })),
    related: related.map((r) => toSummary(r as SummaryRow, input.locale)),
  }
}

function groupView(row: typeof groups.$inferSelect, locale: Locale): GroupView {
  return {
    slug: row.slug,
    name: row.name[locale],
    description: row.description[locale],
    stage: row.stage,
    visibility: row.visibility,
    members: row.members,
  }
}

export async function listGroups(locale: Locale): Promise<GroupView[]> {
  const rows = await (await db()).select().from(groups).orderBy(groups.id)
  const stageOrder = { trying: 0, pregnant: 1, post_partum: 2 }
  return rows
    .sort((a, b) => stageOrder[a.stage] - stageOrder[b.stage] || a.id - b.id)
    .map((g) => groupView(g, locale))
}

export async function listExperts(locale: Locale): Promise<ExpertSummary[]> {
  const rows = await (await db())
    .select({ expert: experts, avatar: authors.avatarSeed })
    .from(experts)
    .innerJoin(authors, eq(authors.id, experts.authorId))
    .orderBy(experts.id)
  return rows.map(({ expert, avatar }) => ({
    slug: expert.slug,
    name: expert.name,
    speciality: expert.speciality[locale],
    credentials: expert.credentials[locale],
    avatarUrl: avatarUrl(avatar),
  }))
}

export async function getExpert(input: { slug: string; locale: Locale }) {
  const database = await db()
  const [row] = await database
    .select({ expert: experts, avatar: authors.avatarSeed })
    .from(experts)
    .innerJoin(authors, eq(authors.id, experts.authorId))
    .where(eq(experts.slug, input.slug))
  if (!row) return null
  const { expert } = row
  const authored = await summaries(await db(), eq(posts.authorId, expert.authorId))
    .orderBy(desc(posts.createdAt))
    .limit(20)
  // Answers: the expert's comments, newest first, in the visitor's language first.
  const answers = await database
    .select({
      id: comments.id,
      body: comments.body,
      createdAt: comments.createdAt,
      postSlug: posts.slug,
      postTitle: posts.title,
      postLocale: posts.locale,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(visiblePosts(eq(comments.authorId, expert.authorId)))
    .orderBy(sql`${posts.locale} = ${input.locale} desc`, desc(comments.createdAt))
    .limit(12)
  return {
    slug: expert.slug,
    name: expert.name,
    speciality: expert.speciality[input.locale],
    bio: expert.bio[input.locale],
    credentials: expert.credentials[input.locale],
    yearsOfPractice: expert.yearsOfPractice,
    avatarUrl: avatarUrl(row.avatar),
    posts: authored.map((p) => toSummary(p as SummaryRow, input.locale)),
    answers: answers.map((a) => ({
      id: a.id,
      body: a.body,
      createdAt: new Date(a.createdAt).toISOString(),
      post: { slug: a.postSlug, title: a.postTitle, locale: a.postLocale as Locale },
    })),
  }
}

/** All public post and expert slugs, for the sitemap. */
export async function listSlugs() {
  const database = await db()
  const [postRows, expertRows] = await Promise.all([
    database
      .select({ slug: posts.slug, locale: posts.locale, createdAt: posts.createdAt })
      .from(posts)
      .where(visiblePosts()),
    database.select({ slug: experts.slug }).from(experts),
  ])
  return {
    posts: postRows.map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() })),
    experts: expertRows.map((e) => e.slug),
  }
}

// Highlight markers that do not occur in stored text; the page turns them into <mark>. Private
// use characters, not controls: the results also travel in the page's HTML (the dehydrated
// query), where control characters are forbidden.
export { HIGHLIGHT_END, HIGHLIGHT_START }
export type { AuthorRole, AuthorView, ExpertSummary, GroupView, PostSummary }
const searchConfig = { en: 'english', es: 'spanish', pt: 'portuguese' } as const

export async function searchPosts(input: { locale: Locale; q: string; limit: number }) {
  const text = webSearchQuery(input.q)
  if (!text) return { items: [] }
  const config = sql.raw(`'${searchConfig[input.locale]}'::regconfig`)
  const query = sql`websearch_to_tsquery(${config}, ${text})`
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=35, MinWords=15, MaxFragments=2`
  const rows = await summaries(
    await db(),
    and(eq(posts.locale, input.locale), sql`${posts.search} @@ ${query}`),
  )
    .orderBy(sql`ts_rank(${posts.search}, ${query}) desc`, desc(posts.createdAt))
    .limit(input.limit)
  if (rows.length === 0) return { items: [] }
  const highlights = await (await db())
    .select({
      id: posts.id,
      title: sql<string>`ts_headline(${config}, ${posts.title}, ${query}, ${'HighlightAll=true, StartSel=' + HIGHLIGHT_START + ', StopSel=' + HIGHLIGHT_END})`,
      snippet: sql<string>`ts_headline(${config}, ${posts.body}, ${query}, ${options})`,
    })
    .from(posts)
    .where(
      visiblePosts(
        inArray(
          posts.id,
          rows.map((r) => r.id),
        ),
      ),
    )
  const byId = new Map(highlights.map((h) => [h.id, h]))
  return {
    items: rows.map((row) => ({
      ...toSummary(row as SummaryRow, input.locale),
      highlightedTitle: byId.get(row.id)?.title ?? row.title,
      highlightedSnippet: byId.get(row.id)?.snippet ?? excerptOf(row.body),
    })),
  }
}

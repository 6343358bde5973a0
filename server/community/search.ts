// Full-text search of posts in the visitor's language, in their title, body and shown replies,
// with the matches marked for the page (HIGHLIGHT_START/END: private use characters the page
// turns into <mark>). Accent-insensitive (decision 035): see server/db/search-vector.ts.
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales.ts'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../core/community/highlight.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import type { Database } from '../db/client.ts'
import { readDb } from '../db/read.ts'
import { comments, posts } from '../db/schema.ts'
import { commentSearchVector, searchConfigs } from '../db/search-vector.ts'
import { excerptOf, toSummary } from './mapping.ts'
import { anyPositiveTerm, webSearchQuery, withoutAccents } from './search-query.ts'
import { summaries } from './summaries.ts'
import { commentIsShown, visiblePosts } from './visibility.ts'

const marks = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`
const titleOptions = `HighlightAll=true, ${marks}`
const snippetOptions = `${marks}, MaxWords=35, MinWords=15, MaxFragments=2`

export async function searchPosts(input: { locale: Locale; q: string; limit: number }) {
  declareContentKeys('community')
  // Searched without its accents, so that typing them or not finds the same posts: its words
  // meet the accent-free half of the vectors, and the half stemmed with accents where they agree.
  // Removed first, so that no term is left empty for the parser.
  const text = webSearchQuery(withoutAccents(input.q))
  if (!text) return { items: [] }
  const database = await readDb()
  const { plain, folded } = searchConfigs[input.locale]
  const plainConfig = sql.raw(`'${plain}'::regconfig`)
  const foldedConfig = sql.raw(`'${folded}'::regconfig`)
  const query = sql`websearch_to_tsquery(${plainConfig}, ${text})`
  // The expression of the comments' index of this language, spelt the same so that it is used.
  const commentVector = sql.raw(commentSearchVector(input.locale, '"comments"."body"'))
  const replyMatches = sql`${commentIsShown} and ${commentVector} @@ ${query}`
  // A post is its title, body and shown replies: "a -b" leaves out a post whose reply says b.
  const replyText = sql`(select ${commentVector} from (select string_agg(${comments.body}, ' ') as body from ${comments} where ${comments.postId} = ${posts.id} and ${commentIsShown}) as comments)`
  const whole = sql`(${posts.search} || coalesce(${replyText}, ''::tsvector)) @@ ${query}`
  // Candidates from the two GIN indexes (posts.search, the replies' one): a post or a reply with
  // one of the words; then the whole post is checked, and the visibility filter.
  const any = anyPositiveTerm(text)
  const loose = sql`websearch_to_tsquery(${plainConfig}, ${any})`
  const candidates = sql`${posts.id} in (select ${posts.id} from ${posts} where ${posts.locale} = ${input.locale} and ${posts.search} @@ ${loose} union select ${comments.postId} from ${comments} where ${commentIsShown} and ${commentVector} @@ ${loose})`
  const matched = any ? and(candidates, whole)! : whole
  const rows = await summaries(database, and(eq(posts.locale, input.locale), matched))
    .orderBy(
      // Posts that say it themselves first, then those whose replies say it most.
      sql`case when ${posts.search} @@ ${query} then ts_rank(${posts.search}, ${query}) + 1 else 0 end desc`,
      sql`(select count(*) from ${comments} where ${comments.postId} = ${posts.id} and ${replyMatches}) desc`,
      desc(posts.createdAt),
    )
    .limit(input.limit)
  if (rows.length === 0) return { items: [] }
  const ids = rows.map((r) => r.id)
  const headline = (column: SQL, options: string) => ({
    // With accents, ñ and the stemmer as typed; without, for a query typed without accents.
    plain: sql<string>`ts_headline(${plainConfig}, ${column}, ${query}, ${options})`,
    folded: sql<string>`ts_headline(${foldedConfig}, ${column}, ${query}, ${options})`,
  })
  const highlights = await database
    .select({
      id: posts.id,
      title: headline(sql`${posts.title}`, titleOptions),
      snippet: headline(sql`${posts.body}`, snippetOptions),
    })
    .from(posts)
    .where(visiblePosts(inArray(posts.id, ids)))
  const byId = new Map(highlights.map((h) => [h.id, { title: marked(h.title), snippet: marked(h.snippet) }]))
  // A post found through its replies shows the reply that matched.
  const replyOnly = rows.filter((row) => !byId.get(row.id)?.title && !byId.get(row.id)?.snippet)
  const replies = await replySnippets(
    database,
    replyOnly.map((r) => r.id),
    replyMatches,
    headline,
  )
  return {
    items: rows.map((row) => ({
      ...toSummary(row, input.locale),
      highlightedTitle: byId.get(row.id)?.title ?? row.title,
      highlightedSnippet: byId.get(row.id)?.snippet ?? replies.get(row.id) ?? excerptOf(row.body),
    })),
  }
}

/** The headline that marks something, or undefined. */
function marked(pair: { plain: string; folded: string }): string | undefined {
  if (pair.plain.includes(HIGHLIGHT_START)) return pair.plain
  if (pair.folded.includes(HIGHLIGHT_START)) return pair.folded
  return undefined
}

/** The best matching shown reply of each post, marked. */
async function replySnippets(
  database: Database,
  postIds: number[],
  replyMatches: SQL,
  headline: (column: SQL, options: string) => { plain: SQL<string>; folded: SQL<string> },
): Promise<Map<number, string>> {
  if (postIds.length === 0) return new Map()
  const rows = await database
    .selectDistinctOn([comments.postId], {
      postId: comments.postId,
      snippet: headline(sql`${comments.body}`, snippetOptions),
    })
    .from(comments)
    .where(and(inArray(comments.postId, postIds), replyMatches))
    .orderBy(comments.postId, comments.createdAt)
  const snippets = new Map<number, string>()
  for (const row of rows) {
    const snippet = marked(row.snippet)
    if (snippet) snippets.set(row.postId, snippet)
  }
  return snippets
}

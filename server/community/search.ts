// Full-text search of posts in the visitor's language, with the matches marked for the page
// (HIGHLIGHT_START/END: private use characters the page turns into <mark>).
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales'
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../core/community/highlight'
import { declareContentKeys } from '../cache/surrogate-keys'
import { readDb } from '../db/read'
import { posts } from '../db/schema'
import { excerptOf, toSummary } from './mapping'
import { webSearchQuery } from './search-query'
import { summaries } from './summaries'
import { visiblePosts } from './visibility'

const searchConfig = { en: 'english', es: 'spanish', pt: 'portuguese' } as const

export async function searchPosts(input: { locale: Locale; q: string; limit: number }) {
  declareContentKeys('community')
  const text = webSearchQuery(input.q)
  if (!text) return { items: [] }
  const database = await readDb()
  const config = sql.raw(`'${searchConfig[input.locale]}'::regconfig`)
  const query = sql`websearch_to_tsquery(${config}, ${text})`
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=35, MinWords=15, MaxFragments=2`
  const rows = await summaries(
    database,
    and(eq(posts.locale, input.locale), sql`${posts.search} @@ ${query}`),
  )
    .orderBy(sql`ts_rank(${posts.search}, ${query}) desc`, desc(posts.createdAt))
    .limit(input.limit)
  if (rows.length === 0) return { items: [] }
  const highlights = await database
    .select({
      id: posts.id,
      title: sql<string>`ts_headline(${config}, ${posts.title}, ${query}, ${`HighlightAll=true, StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`})`,
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
      ...toSummary(row, input.locale),
      highlightedTitle: byId.get(row.id)?.title ?? row.title,
      highlightedSnippet: byId.get(row.id)?.snippet ?? excerptOf(row.body),
    })),
  }
}

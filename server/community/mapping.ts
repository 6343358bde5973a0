// The select shapes of the community reads and their mapping to the views the pages show
// (core/community/views.ts). Rows are typed by drizzle from these shapes; dates leave as ISO strings.
import { sql } from 'drizzle-orm'
import type { ContentKey } from '../../core/cache/content-keys.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { AuthorView, GroupView, PostSummary } from '../../core/community/views.ts'
import { authors, comments, experts, groups, posts } from '../db/schema.ts'
import { avatarUrl } from './avatars.ts'

const EXCERPT_LENGTH = 180

export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  const cut = flat.slice(0, length)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20))}…`
}

export const iso = (date: Date | string) => new Date(date).toISOString()

/** The author of a post or comment: authors left-joined to experts. */
export const authorColumns = {
  authorKey: authors.key,
  authorName: authors.name,
  authorRole: authors.role,
  authorAvatar: authors.avatarSeed,
  expertSlug: experts.slug,
}

type AuthorRow = {
  authorKey: string | null
  authorName: string | null
  authorRole: AuthorView['role']
  authorAvatar: string | null
  expertSlug: string | null
}

export function authorView(row: AuthorRow): AuthorView {
  return {
    name: row.authorName,
    role: row.authorRole,
    avatarUrl: avatarUrl(row.authorAvatar),
    expertSlug: row.expertSlug,
  }
}

/** The content key of who wrote a post or comment: an expert by slug, anyone else as a member. */
export function authorContentKey(row: Pick<AuthorRow, 'authorKey' | 'expertSlug'>): ContentKey[] {
  if (row.expertSlug) return [`expert:${row.expertSlug}`]
  return row.authorKey ? [`member:${row.authorKey}`] : []
}

/** What a post card shows: the post, its group and its author. */
export function summaryContentKeys(
  row: Pick<SummaryRow, 'slug' | 'groupSlug' | 'authorKey' | 'expertSlug'>,
): ContentKey[] {
  return [`post:${row.slug}`, `group:${row.groupSlug}`, ...authorContentKey(row)]
}

const commentCount = sql<number>`(select count(*)::int from ${comments} where ${comments.postId} = ${posts.id} and not ${comments.hidden})`

/** A post as a card shows it: posts joined to its group and left-joined to its author. */
export const summaryColumns = {
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

type SummaryRow = AuthorRow & {
  slug: string
  locale: Locale
  title: string
  body: string
  createdAt: Date
  groupSlug: string
  groupName: Record<Locale, string>
  commentCount: number
}

export function toSummary(row: SummaryRow, uiLocale: Locale): PostSummary {
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    excerpt: excerptOf(row.body),
    createdAt: iso(row.createdAt),
    author: authorView(row),
    group: { slug: row.groupSlug, name: row.groupName[uiLocale] },
    commentCount: Number(row.commentCount),
  }
}

export function groupView(row: typeof groups.$inferSelect, locale: Locale): GroupView {
  return {
    slug: row.slug,
    name: row.name[locale],
    description: row.description[locale],
    stage: row.stage,
    visibility: row.visibility,
    members: row.members,
  }
}

// The experts: the list, and one expert with their posts and answers.
import { desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '../../core/i18n/locales.ts'
import type { ExpertSummary } from '../../core/community/views.ts'
import { declareContentKeys } from '../cache/surrogate-keys.ts'
import { readDb } from '../db/read.ts'
import { authors, comments, experts, posts } from '../db/schema.ts'
import { avatarUrl } from './avatars.ts'
import { iso, toSummary } from './mapping.ts'
import { summaries } from './summaries.ts'
import { commentIsShown, visiblePosts } from './visibility.ts'

export async function listExperts(locale: Locale): Promise<ExpertSummary[]> {
  const rows = await (await readDb())
    .select({ expert: experts, avatar: authors.avatarSeed })
    .from(experts)
    .innerJoin(authors, eq(authors.id, experts.authorId))
    .orderBy(experts.id)
  declareContentKeys('community', ...rows.map(({ expert }) => `expert:${expert.slug}` as const))
  return rows.map(({ expert, avatar }) => ({
    slug: expert.slug,
    name: expert.name,
    speciality: expert.speciality[locale],
    credentials: expert.credentials[locale],
    avatarUrl: avatarUrl(avatar),
  }))
}

export async function getExpert(input: { slug: string; locale: Locale }) {
  // The expert, and lists of their posts and answers (`community`: a post's change publishes it).
  declareContentKeys(`expert:${input.slug}`, 'community')
  const database = await readDb()
  const [row] = await database
    .select({ expert: experts, avatar: authors.avatarSeed })
    .from(experts)
    .innerJoin(authors, eq(authors.id, experts.authorId))
    .where(eq(experts.slug, input.slug))
  if (!row) return null
  const { expert } = row
  const [authored, answers] = await Promise.all([
    summaries(database, eq(posts.authorId, expert.authorId)).orderBy(desc(posts.createdAt)).limit(20),
    // Answers: the expert's comments, newest first, in the visitor's language first.
    database
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
      .where(visiblePosts(eq(comments.authorId, expert.authorId), commentIsShown))
      .orderBy(sql`${posts.locale} = ${input.locale} desc`, desc(comments.createdAt))
      .limit(12),
  ])
  return {
    slug: expert.slug,
    name: expert.name,
    speciality: expert.speciality[input.locale],
    bio: expert.bio[input.locale],
    credentials: expert.credentials[input.locale],
    yearsOfPractice: expert.yearsOfPractice,
    avatarUrl: avatarUrl(row.avatar),
    posts: authored.map((p) => toSummary(p, input.locale)),
    answers: answers.map((a) => ({
      id: a.id,
      body: a.body,
      createdAt: iso(a.createdAt),
      post: { slug: a.postSlug, title: a.postTitle, locale: a.postLocale },
    })),
  }
}

// The demo community as ingest events (issue 26): development and the tests load it through
// the same door as the app's events (server/ingest/apply.ts), so that path runs on every start
// and in every test. The content itself stays in ./data/ (written per locale).
import type { IngestEvent } from '../../../core/community/ingest.ts'
import { experts as seedExperts } from './data/experts.ts'
import { groups as seedGroups } from './data/groups.ts'
import { content as en } from './data/posts.en.ts'
import { content as es } from './data/posts.es.ts'
import { content as pt } from './data/posts.pt.ts'
import type { SeedLocaleContent } from './data/types.ts'

export const seedContent: SeedLocaleContent[] = [en, es, pt]
const HOUR = 3_600_000

/** The app ids the demo content has; members keep the seed's author keys. */
export const seedIds = {
  group: (slug: string) => `seed.group.${slug}`,
  expert: (slug: string) => `seed.expert.${slug}`,
  expertMember: (slug: string) => `expert:${slug}`,
  post: (slug: string) => `seed.post.${slug}`,
  comment: (postSlug: string, index: number) => `seed.comment.${postSlug}.${index}`,
}

/**
 * Every demo entity as an upsert, members and groups before what refers to them. `now` dates
 * the posts (days ago) and is every entity's version, so a newer seed run supersedes an older.
 */
export function seedEvents(now: number): IngestEvent[] {
  const version = now
  const occurredAt = new Date(now).toISOString()
  const events: IngestEvent[] = []
  let n = 0
  const id = () => `seed-${now}-${n++}`
  for (const e of seedExperts) {
    events.push({
      kind: 'member.upsert',
      id: id(),
      appId: seedIds.expertMember(e.slug),
      version,
      occurredAt,
      member: { name: e.name, role: 'expert', avatarSeed: seedIds.expertMember(e.slug) },
    })
  }
  for (const locale of seedContent) {
    for (const a of locale.authors) {
      events.push({
        kind: 'member.upsert',
        id: id(),
        appId: a.key,
        version,
        occurredAt,
        member: { name: a.name, role: a.role, avatarSeed: a.hasAvatar ? a.key : null },
      })
    }
  }
  for (const e of seedExperts) {
    events.push({
      kind: 'expert.upsert',
      id: id(),
      appId: seedIds.expert(e.slug),
      version,
      occurredAt,
      expert: {
        slug: e.slug,
        memberId: seedIds.expertMember(e.slug),
        name: e.name,
        speciality: e.speciality,
        bio: e.bio,
        credentials: e.credentials,
        yearsOfPractice: e.yearsOfPractice,
      },
    })
  }
  for (const g of seedGroups) {
    events.push({
      kind: 'group.upsert',
      id: id(),
      appId: seedIds.group(g.slug),
      version,
      occurredAt,
      group: { ...g, name: { ...g.name }, description: { ...g.description } },
    })
  }
  const base = Math.floor(now / HOUR) * HOUR
  for (const locale of seedContent) {
    for (const post of locale.posts) {
      // Spread posts through the day so that "newest first" is stable.
      const createdAt = base - post.daysAgo * 24 * HOUR - (post.slug.length % 11) * HOUR
      events.push({
        kind: 'post.upsert',
        id: id(),
        appId: seedIds.post(post.slug),
        version,
        occurredAt,
        post: {
          slug: post.slug,
          locale: locale.locale,
          title: post.title,
          body: post.body,
          memberId: post.authorKey,
          groupId: seedIds.group(post.groupSlug),
          createdAt: new Date(createdAt).toISOString(),
        },
      })
      for (const [index, c] of post.comments.entries()) {
        events.push({
          kind: 'comment.upsert',
          id: id(),
          appId: seedIds.comment(post.slug, index),
          version,
          occurredAt,
          comment: {
            postId: seedIds.post(post.slug),
            memberId: c.authorKey,
            body: c.body,
            createdAt: new Date(createdAt + Math.max(1, c.hoursAfter) * HOUR).toISOString(),
          },
        })
      }
    }
  }
  return events
}

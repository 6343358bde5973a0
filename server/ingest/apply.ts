// Applies the app's community events to the database (issue 26): the one way community content
// is written, used by POST /api/ingest/events, `npm run community:sync` and the demo seed.
//
// Each event runs in its own savepoint (transactions of 10 events), so a bad event is reported
// by index and rolled back alone. Order and idempotency: `ingest_versions` holds the newest
// version applied per entity (removed ones included), and an event whose version is not newer
// changes nothing ("stale"); `ingest_events` holds the event ids applied ("duplicate").
//
// Removal leaves nothing of the content: a removed post's row is deleted (its comments with it)
// and only a SHA-256 of its slug is kept, so that its URL answers 410 Gone.
import { createHash } from 'node:crypto'
import { type SQL, and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { ContentChangeReason, ContentKey } from '../cache/content-changes.ts'
import { type IngestEvent, type IngestResult, ingestEvent } from '../../core/community/ingest.ts'
import type { Database } from '../db/client.ts'
import {
  authors,
  comments,
  experts,
  gonePosts,
  groups,
  ingestEvents,
  ingestVersions,
  posts,
  pregnancyWeeks,
} from '../db/schema.ts'

/** A well-formed event that cannot be applied (an unknown group, a taken slug): rejected alone. */
export class IngestRejection extends Error {
  readonly field: string
  constructor(field: string, message: string) {
    super(message)
    this.field = field
  }
}

export interface AppliedChange {
  keys: ContentKey[]
  reason: ContentChangeReason
}

export interface ApplyOutcome {
  results: IngestResult[]
  /** What changed, grouped by reason, for publishContentChange after the commit. */
  changes: AppliedChange[]
  /** Event time of each applied event (ms), for the ingest lag. */
  applied: Array<{ kind: IngestEvent['kind']; occurredAt: number }>
}

export const slugHash = (slug: string) => createHash('sha256').update(slug).digest('hex')

/** Versions that removal by erasure or a group's removal writes: nothing older may come back. */
const FOREVER = Number.MAX_SAFE_INTEGER

type Tx = Database

/** Claims `version` for the entity; false when the same or a newer version was applied already. */
async function claim(tx: Tx, entity: string, appId: string, version: number, removed: boolean) {
  const rows = await tx
    .insert(ingestVersions)
    .values({ entity, appId, version, removed })
    .onConflictDoUpdate({
      target: [ingestVersions.entity, ingestVersions.appId],
      set: { version, removed, updatedAt: sql`now()` },
      setWhere: sql`${ingestVersions.version} < ${version}`,
    })
    .returning({ version: ingestVersions.version })
  return rows.length > 0
}

/** Marks entities removed for good (their rows are gone with a member or a group). */
async function bury(tx: Tx, entity: string, appIds: Array<string | null>) {
  const ids = appIds.filter((id): id is string => Boolean(id))
  if (ids.length === 0) return
  await tx
    .insert(ingestVersions)
    .values(ids.map((appId) => ({ entity, appId, version: FOREVER, removed: true })))
    .onConflictDoUpdate({
      target: [ingestVersions.entity, ingestVersions.appId],
      set: { version: FOREVER, removed: true, updatedAt: sql`now()` },
    })
}

async function memberId(tx: Tx, appId: string, field: string): Promise<number> {
  const [row] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.key, appId))
  if (!row) throw new IngestRejection(field, 'unknown member (send member.upsert first)')
  return row.id
}

/** Deletes posts (comments go with them), keeps their slugs' hashes for the 410. */
async function removePosts(tx: Tx, where: SQL): Promise<ContentKey[]> {
  const gone = await tx
    .delete(posts)
    .where(where)
    .returning({ slug: posts.slug, appId: posts.appId, groupId: posts.groupId })
  if (gone.length === 0) return []
  await tx
    .insert(gonePosts)
    .values(gone.map((p) => ({ slugHash: slugHash(p.slug) })))
    .onConflictDoNothing()
  return gone.map((p) => `post:${p.slug}` as const)
}

/** Slugs of the posts the given comments are on (their pages change). */
async function postKeysOfComments(tx: Tx, where: SQL): Promise<ContentKey[]> {
  const rows = await tx
    .selectDistinct({ slug: posts.slug })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(where)
  return rows.map((r) => `post:${r.slug}` as const)
}

const COMMUNITY: ContentKey[] = ['community', 'sitemap']

type Step = { keys: ContentKey[]; reason: ContentChangeReason }

async function applyOne(tx: Tx, event: IngestEvent): Promise<Step | 'stale'> {
  const { appId, version } = event
  switch (event.kind) {
    case 'member.upsert': {
      if (!(await claim(tx, 'member', appId, version, false))) return 'stale'
      const { name, avatarSeed, role } = event.member
      await tx
        .insert(authors)
        .values({ key: appId, name, role, avatarSeed })
        .onConflictDoUpdate({ target: authors.key, set: { name, role, avatarSeed } })
      return { keys: [`member:${appId}`, 'community'], reason: 'ingest' }
    }
    case 'member.remove': {
      // The account is closed: what it wrote stays, anonymised (no name, no avatar).
      if (!(await claim(tx, 'member', appId, version, true))) return 'stale'
      await tx.update(authors).set({ name: '', avatarSeed: null }).where(eq(authors.key, appId))
      return { keys: [`member:${appId}`, 'community'], reason: 'takedown' }
    }
    case 'member.erase': {
      if (!(await claim(tx, 'member', appId, FOREVER, true))) return 'stale'
      const [author] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.key, appId))
      const keys: ContentKey[] = [`member:${appId}`, ...COMMUNITY]
      if (!author) return { keys, reason: 'erasure' }
      // Every post and comment of theirs goes (the terms: removed or anonymised; the text is
      // the health story, so it is removed), and no older event may bring one back.
      const ownPosts = await tx
        .select({ appId: posts.appId })
        .from(posts)
        .where(eq(posts.authorId, author.id))
      const ownComments = await tx
        .select({ appId: comments.appId })
        .from(comments)
        .where(eq(comments.authorId, author.id))
      keys.push(...(await postKeysOfComments(tx, eq(comments.authorId, author.id))))
      await tx.delete(comments).where(eq(comments.authorId, author.id))
      keys.push(...(await removePosts(tx, eq(posts.authorId, author.id))))
      await bury(
        tx,
        'post',
        ownPosts.map((p) => p.appId),
      )
      await bury(
        tx,
        'comment',
        ownComments.map((c) => c.appId),
      )
      const profiles = await tx
        .select({ id: experts.id, slug: experts.slug, appId: experts.appId })
        .from(experts)
        .where(eq(experts.authorId, author.id))
      let keepAuthor = false
      for (const profile of profiles) {
        keys.push(`expert:${profile.slug}`)
        // A reviewer of week pages keeps the professional profile those pages name (editorial
        // records, not community content); their community writing is gone all the same.
        const [reviews] = await tx
          .select({ id: pregnancyWeeks.id })
          .from(pregnancyWeeks)
          .where(
            sql`${pregnancyWeeks.reviewerId} = ${profile.id} or ${pregnancyWeeks.coReviewerId} = ${profile.id}`,
          )
          .limit(1)
        if (reviews) {
          keepAuthor = true
          continue
        }
        await tx.delete(experts).where(eq(experts.id, profile.id))
        await bury(tx, 'expert', [profile.appId])
      }
      if (!keepAuthor) await tx.delete(authors).where(eq(authors.id, author.id))
      return { keys, reason: 'erasure' }
    }
    case 'group.upsert': {
      if (!(await claim(tx, 'group', appId, version, false))) return 'stale'
      const g = event.group
      const [before] = await tx
        .select({ id: groups.id, slug: groups.slug, visibility: groups.visibility })
        .from(groups)
        .where(eq(groups.appId, appId))
      const values = {
        slug: g.slug,
        stage: g.stage,
        visibility: g.visibility,
        name: g.name,
        description: g.description,
        members: g.members,
      }
      const [taken] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.slug, g.slug), before ? ne(groups.id, before.id) : undefined))
      let groupId: number
      if (before) {
        if (taken) throw new IngestRejection('group.slug', 'slug used by another group')
        await tx.update(groups).set(values).where(eq(groups.id, before.id))
        groupId = before.id
      } else if (taken) {
        // A row written before ingest (an older seed) with this slug: adopted.
        const [row] = await tx
          .update(groups)
          .set({ ...values, appId })
          .where(and(eq(groups.id, taken.id), isNull(groups.appId)))
          .returning({ id: groups.id })
        if (!row) throw new IngestRejection('group.slug', 'slug used by another group')
        groupId = row.id
      } else {
        const [row] = await tx
          .insert(groups)
          .values({ ...values, appId })
          .returning({ id: groups.id })
        groupId = row!.id
      }
      const keys: ContentKey[] = [`group:${g.slug}`, ...COMMUNITY]
      if (before && before.slug !== g.slug) keys.push(`group:${before.slug}`)
      // A group turning private takes every one of its posts off the web at once.
      if (before && before.visibility !== g.visibility) {
        const rows = await tx.select({ slug: posts.slug }).from(posts).where(eq(posts.groupId, groupId))
        keys.push(...rows.map((r) => `post:${r.slug}` as const))
        return { keys, reason: g.visibility === 'private' ? 'takedown' : 'ingest' }
      }
      return { keys, reason: 'ingest' }
    }
    case 'group.remove': {
      if (!(await claim(tx, 'group', appId, version, true))) return 'stale'
      const [group] = await tx
        .select({ id: groups.id, slug: groups.slug })
        .from(groups)
        .where(eq(groups.appId, appId))
      if (!group) return { keys: [], reason: 'takedown' }
      const inGroup = await tx.select({ appId: posts.appId }).from(posts).where(eq(posts.groupId, group.id))
      const keys: ContentKey[] = [`group:${group.slug}`, ...COMMUNITY]
      keys.push(...(await removePosts(tx, eq(posts.groupId, group.id))))
      await bury(
        tx,
        'post',
        inGroup.map((p) => p.appId),
      )
      await tx.delete(groups).where(eq(groups.id, group.id))
      return { keys, reason: 'takedown' }
    }
    case 'expert.upsert': {
      if (!(await claim(tx, 'expert', appId, version, false))) return 'stale'
      const e = event.expert
      const authorId = await memberId(tx, e.memberId, 'expert.memberId')
      const values = {
        slug: e.slug,
        name: e.name,
        speciality: e.speciality,
        bio: e.bio,
        credentials: e.credentials,
        yearsOfPractice: e.yearsOfPractice,
        authorId,
      }
      const [before] = await tx
        .select({ id: experts.id, slug: experts.slug })
        .from(experts)
        .where(eq(experts.appId, appId))
      const [taken] = await tx
        .select({ id: experts.id, appId: experts.appId })
        .from(experts)
        .where(and(eq(experts.slug, e.slug), before ? ne(experts.id, before.id) : undefined))
      if (taken && (before || taken.appId !== null))
        throw new IngestRejection('expert.slug', 'slug used by another expert')
      if (before) await tx.update(experts).set(values).where(eq(experts.id, before.id))
      else if (taken)
        await tx
          .update(experts)
          .set({ ...values, appId })
          .where(eq(experts.id, taken.id))
      else await tx.insert(experts).values({ ...values, appId })
      const keys: ContentKey[] = [`expert:${e.slug}`, ...COMMUNITY]
      if (before && before.slug !== e.slug) keys.push(`expert:${before.slug}`)
      return { keys, reason: 'ingest' }
    }
    case 'expert.remove': {
      const [expert] = await tx
        .select({ id: experts.id, slug: experts.slug })
        .from(experts)
        .where(eq(experts.appId, appId))
      if (expert) {
        const [reviews] = await tx
          .select({ id: pregnancyWeeks.id })
          .from(pregnancyWeeks)
          .where(
            sql`${pregnancyWeeks.reviewerId} = ${expert.id} or ${pregnancyWeeks.coReviewerId} = ${expert.id}`,
          )
          .limit(1)
        if (reviews)
          throw new IngestRejection(
            'appId',
            'this expert reviews week pages: the editors reassign them first',
          )
      }
      if (!(await claim(tx, 'expert', appId, version, true))) return 'stale'
      if (!expert) return { keys: [], reason: 'takedown' }
      await tx.delete(experts).where(eq(experts.id, expert.id))
      return { keys: [`expert:${expert.slug}`, ...COMMUNITY], reason: 'takedown' }
    }
    case 'post.upsert': {
      if (!(await claim(tx, 'post', appId, version, false))) return 'stale'
      const p = event.post
      const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.appId, p.groupId))
      if (!group) throw new IngestRejection('post.groupId', 'unknown group (send group.upsert first)')
      const authorId = p.memberId === null ? null : await memberId(tx, p.memberId, 'post.memberId')
      const values = {
        slug: p.slug,
        locale: p.locale,
        title: p.title,
        body: p.body,
        authorId,
        groupId: group.id,
        createdAt: new Date(p.createdAt),
      }
      const [before] = await tx
        .select({ id: posts.id, slug: posts.slug })
        .from(posts)
        .where(eq(posts.appId, appId))
      const [taken] = await tx
        .select({ id: posts.id, appId: posts.appId })
        .from(posts)
        .where(and(eq(posts.slug, p.slug), before ? ne(posts.id, before.id) : undefined))
      if (taken && (before || taken.appId !== null))
        throw new IngestRejection('post.slug', 'slug used by another post')
      if (before) await tx.update(posts).set(values).where(eq(posts.id, before.id))
      else if (taken)
        await tx
          .update(posts)
          .set({ ...values, appId })
          .where(eq(posts.id, taken.id))
      else await tx.insert(posts).values({ ...values, appId })
      // A slug that comes back (a restored post) is no longer gone.
      await tx.delete(gonePosts).where(eq(gonePosts.slugHash, slugHash(p.slug)))
      const keys: ContentKey[] = [`post:${p.slug}`, ...COMMUNITY]
      if (before && before.slug !== p.slug) {
        keys.push(`post:${before.slug}`)
        await tx
          .insert(gonePosts)
          .values({ slugHash: slugHash(before.slug) })
          .onConflictDoNothing()
      }
      return { keys, reason: 'ingest' }
    }
    case 'post.remove': {
      if (!(await claim(tx, 'post', appId, version, true))) return 'stale'
      return { keys: [...(await removePosts(tx, eq(posts.appId, appId))), ...COMMUNITY], reason: 'takedown' }
    }
    case 'comment.upsert': {
      if (!(await claim(tx, 'comment', appId, version, false))) return 'stale'
      const c = event.comment
      const [post] = await tx
        .select({ id: posts.id, slug: posts.slug })
        .from(posts)
        .where(eq(posts.appId, c.postId))
      if (!post) throw new IngestRejection('comment.postId', 'unknown post (send post.upsert first)')
      const authorId = await memberId(tx, c.memberId, 'comment.memberId')
      const values = { postId: post.id, authorId, body: c.body, createdAt: new Date(c.createdAt) }
      const before = await tx
        .update(comments)
        .set(values)
        .where(eq(comments.appId, appId))
        .returning({ id: comments.id })
      if (before.length === 0) await tx.insert(comments).values({ ...values, appId })
      return { keys: [`post:${post.slug}`, 'community'], reason: 'ingest' }
    }
    case 'comment.remove': {
      if (!(await claim(tx, 'comment', appId, version, true))) return 'stale'
      const keys = await postKeysOfComments(tx, eq(comments.appId, appId))
      await tx.delete(comments).where(eq(comments.appId, appId))
      return { keys: [...keys, 'community'], reason: 'takedown' }
    }
    case 'moderation': {
      const removed = event.state === 'removed'
      if (!(await claim(tx, event.target, appId, version, removed))) return 'stale'
      const hidden = event.state === 'hidden'
      const reason: ContentChangeReason = event.state === 'visible' ? 'ingest' : 'takedown'
      if (event.target === 'post') {
        if (removed)
          return { keys: [...(await removePosts(tx, eq(posts.appId, appId))), ...COMMUNITY], reason }
        const rows = await tx
          .update(posts)
          .set({ hidden })
          .where(eq(posts.appId, appId))
          .returning({ slug: posts.slug })
        return { keys: [...rows.map((r) => `post:${r.slug}` as const), ...COMMUNITY], reason }
      }
      const keys = await postKeysOfComments(tx, eq(comments.appId, appId))
      if (removed) await tx.delete(comments).where(eq(comments.appId, appId))
      else await tx.update(comments).set({ hidden }).where(eq(comments.appId, appId))
      return { keys: [...keys, 'community'], reason }
    }
  }
}

/** A zod issue path as the answer names it: `events[3].post.title`. */
function fieldOf(index: number, path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : `${out}.${String(part)}`),
    `events[${index}]`,
  )
}

/** The id of an event that failed validation, when it has a usable one (for the answer). */
function idOf(raw: unknown): string | null {
  const id = (raw as { id?: unknown } | null)?.id
  return typeof id === 'string' && id.length <= 100 ? id : null
}

/**
 * Validates and applies a batch, each event in its own savepoint. `raw` are
 * the batch's events as received (unknown); results come back in the same order.
 */
export async function applyEvents(
  database: Database,
  raw: unknown[],
  options: { pace?: boolean; trusted?: boolean } = {},
): Promise<ApplyOutcome> {
  const results: IngestResult[] = []
  const byReason = new Map<ContentChangeReason, Set<ContentKey>>()
  const applied: ApplyOutcome['applied'] = []
  // Committed in chunks: a long transaction would hold PGlite's one connection (every page
  // render's queries wait for it) and PostgreSQL's row locks for the whole batch. Events are
  // independent, so a batch need not be atomic. Paced (the push, while pages are served): after
  // each chunk the process waits as long as the chunk took, so a burst of events takes at most
  // half of the database and the event loop and renders are not starved; the lag grows instead.
  for (let start = 0; start < raw.length; start += options.trusted ? TRUSTED_CHUNK : CHUNK) {
    const began = performance.now()
    const size = options.trusted ? TRUSTED_CHUNK : CHUNK
    await applyChunk(
      database,
      raw,
      start,
      Math.min(raw.length, start + size),
      results,
      byReason,
      applied,
      options.trusted === true,
    )
    const spent = performance.now() - began
    await new Promise((resolve) =>
      options.pace ? setTimeout(resolve, Math.min(MAX_PAUSE_MS, spent)) : setImmediate(resolve),
    )
  }
  const changes = [...byReason].map(([reason, keys]) => ({ reason, keys: [...keys] }))
  return { results, changes, applied }
}

/** Events that share one transaction (each in its own savepoint). */
const CHUNK = 10
const MAX_PAUSE_MS = 250
/** The seed's events (ours, applied before anything is served): one transaction for all. */
const TRUSTED_CHUNK = 100_000

async function applyChunk(
  database: Database,
  raw: unknown[],
  from: number,
  to: number,
  results: IngestResult[],
  byReason: Map<ContentChangeReason, Set<ContentKey>>,
  applied: ApplyOutcome['applied'],
  trusted: boolean,
): Promise<void> {
  await database.transaction(async (tx) => {
    for (let index = from; index < to; index++) {
      const item = raw[index]
      const parsed = ingestEvent.safeParse(item)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        const unknownKind = issue.path.length === 1 && issue.path[0] === 'kind'
        results.push({
          index,
          id: idOf(item),
          status: 'rejected',
          field: fieldOf(index, issue.path),
          message: unknownKind ? 'unknown kind' : issue.message,
        })
        continue
      }
      const event = parsed.data
      try {
        const run = async (savepoint: unknown) => {
          const db = savepoint as unknown as Database
          const fresh = await db
            .insert(ingestEvents)
            .values({ eventId: event.id })
            .onConflictDoNothing()
            .returning({ id: ingestEvents.eventId })
          if (fresh.length === 0) return 'duplicate' as const
          return applyOne(db, event)
        }
        // The seed's own events need no savepoint each: one failing is a bug that stops the seed.
        const outcome = trusted ? await run(tx) : await tx.transaction(run)
        if (outcome === 'duplicate' || outcome === 'stale') {
          results.push({ index, id: event.id, status: outcome })
          continue
        }
        results.push({ index, id: event.id, status: 'applied' })
        applied.push({ kind: event.kind, occurredAt: Date.parse(event.occurredAt) })
        const keys = byReason.get(outcome.reason) ?? new Set<ContentKey>()
        for (const key of outcome.keys) keys.add(key)
        byReason.set(outcome.reason, keys)
      } catch (error) {
        // A value PostgreSQL refuses (a data exception, a constraint) is that event's fault:
        // rejected alone, never a failed batch or a 500.
        const code = String(
          (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ??
            (error as { code?: unknown }).code ??
            '',
        )
        if (!(error instanceof IngestRejection) && /^2[23]/.test(code)) {
          results.push({
            index,
            id: event.id,
            status: 'rejected',
            field: `events[${index}]`,
            message: `cannot be stored (${code})`,
          })
          continue
        }
        if (!(error instanceof IngestRejection)) throw error
        results.push({
          index,
          id: event.id,
          status: 'rejected',
          field: `events[${index}].${error.field}`,
          message: error.message,
        })
      }
    }
  })
}

/** Forgets applied event ids and replay signatures past their use (called now and then). */
export async function pruneIngestLog(database: Database): Promise<void> {
  await database.execute(sql`delete from ingest_events where received_at < now() - interval '7 days'`)
  await database.execute(sql`delete from ingest_requests where received_at < now() - interval '15 minutes'`)
}

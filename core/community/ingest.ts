// The app → website contract (issue 26): the events the app's backend sends to
// POST /api/ingest/events, as zod schemas. The server validates each event of a batch on its
// own (a bad one is reported by index, the others still apply), and the same schemas are
// published as JSON Schema at /api/ingest/schema.json and in docs/community-ingest.md.
import { authorRoles } from './views.ts'
import { locales } from '../i18n/locales.ts'
import { SLUG_MAX, SLUG_PATTERN } from '../schemas/community-limits.ts'
import { z } from '../schemas/zod.ts'

export const INGEST_MAX_EVENTS = 500
/** A batch's body, signed; larger is refused with 413 before it is parsed. */
export const INGEST_MAX_BYTES = 4 * 1024 * 1024
/** How far the signed timestamp may be from the server's clock, either way. */
export const INGEST_WINDOW_SECONDS = 300
export const INGEST_SCHEMA_PATH = '/api/ingest/schema.json'
export const INGEST_EVENTS_PATH = '/api/ingest/events'

// Control characters other than tab and line breaks are refused, not cleaned: the app sent
// something other than text, and storing a changed copy would hide it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const text = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !controlCharacters.test(value), 'control characters are not allowed')

/** The app's ids: opaque tokens (a UUID, a number as text, a prefixed key). */
export const appId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'letters, digits and . _ : - only')
const slug = z.string().min(1).max(SLUG_MAX).regex(SLUG_PATTERN, 'lowercase words joined by -')
const localized = (max: number) => z.strictObject({ en: text(max, 1), es: text(max, 1), pt: text(max, 1) })

/** What every event carries. */
const envelope = {
  /** Unique per event: the same id twice is applied once. */
  id: appId,
  /** The app's id of the entity the event is about. */
  appId,
  /** The entity's version after this change (any increasing number: a counter, epoch µs). */
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** When the change happened in the app (ISO 8601): the ingest lag is measured from it. */
  occurredAt: z.iso.datetime({ offset: true }),
}

export const memberData = z.strictObject({
  /** Display name; the terms ask members not to use their full name. */
  name: text(80, 1),
  /** Seed of the generated avatar; null: the default avatar. */
  avatarSeed: appId.nullable(),
  role: z.enum(authorRoles),
})

export const groupData = z.strictObject({
  slug,
  stage: z.enum(['trying', 'pregnant', 'post_partum']),
  /** Posts of a private group are never on the web. */
  visibility: z.enum(['public', 'private']),
  name: localized(80),
  description: localized(600),
  members: z.number().int().min(0).max(2_000_000_000),
})

export const expertData = z.strictObject({
  slug,
  /** The member account the expert posts and answers with. */
  memberId: appId,
  name: text(80, 1),
  speciality: localized(120),
  bio: localized(4000),
  credentials: localized(200),
  yearsOfPractice: z.number().int().min(0).max(80),
})

export const postData = z.strictObject({
  slug,
  locale: z.enum(locales),
  /** May be empty: the site shows its "no title" fallback. */
  title: text(200),
  /** Plain text, paragraphs separated by a blank line; never HTML or Markdown. */
  body: text(20_000, 1),
  /** null: the anonymous-author fallback. */
  memberId: appId.nullable(),
  groupId: appId,
  createdAt: z.iso.datetime({ offset: true }),
})

export const commentData = z.strictObject({
  postId: appId,
  memberId: appId,
  body: text(5000, 1),
  createdAt: z.iso.datetime({ offset: true }),
})

const removal = <K extends string>(kind: K) => z.strictObject({ kind: z.literal(kind), ...envelope })

export const ingestEvent = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member.upsert'), ...envelope, member: memberData }),
  /** The account is gone but its content stays, anonymised (name and avatar removed). */
  removal('member.remove'),
  /** The member asked for erasure: every post and comment of theirs is removed (terms §12). */
  removal('member.erase'),
  z.strictObject({ kind: z.literal('group.upsert'), ...envelope, group: groupData }),
  removal('group.remove'),
  z.strictObject({ kind: z.literal('expert.upsert'), ...envelope, expert: expertData }),
  removal('expert.remove'),
  z.strictObject({ kind: z.literal('post.upsert'), ...envelope, post: postData }),
  removal('post.remove'),
  z.strictObject({ kind: z.literal('comment.upsert'), ...envelope, comment: commentData }),
  removal('comment.remove'),
  /** A moderator's decision on a post or comment; `appId` is the post's or comment's. */
  z.strictObject({
    kind: z.literal('moderation'),
    ...envelope,
    target: z.enum(['post', 'comment']),
    state: z.enum(['visible', 'hidden', 'removed']),
  }),
])

export type IngestEvent = z.infer<typeof ingestEvent>
export type IngestKind = IngestEvent['kind']
export const ingestKinds = ingestEvent.options.map((option) => option.shape.kind.value) as IngestKind[]

/** The batch's outer shape; each event is checked on its own afterwards. */
export const ingestBatch = z.strictObject({
  events: z.array(z.unknown()).min(1).max(INGEST_MAX_EVENTS),
})

/** The published contract: one batch of events, as JSON Schema (draft 2020-12). */
export function ingestJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(
    z.strictObject({ events: z.array(ingestEvent).min(1).max(INGEST_MAX_EVENTS) }),
    { target: 'draft-2020-12', unrepresentable: 'any' },
  )
  return {
    ...schema,
    $id: INGEST_SCHEMA_PATH,
    title: 'Nestwell community ingest batch',
    description: `POST ${INGEST_EVENTS_PATH}, signed with HMAC-SHA256 (see docs/community-ingest.md).`,
  }
}

export type IngestResultStatus = 'applied' | 'duplicate' | 'stale' | 'rejected'
export interface IngestResult {
  index: number
  id: string | null
  status: IngestResultStatus
  /** For a rejected event: the field ("events[3].post.title") and what is wrong with it. */
  field?: string
  message?: string
}

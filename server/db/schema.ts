// One schema for PGlite and PostgreSQL. Localized text is stored as { en, es, pt } JSON.
import { sql } from 'drizzle-orm'
import { authorRoles } from '../../core/community/views.ts'
import { commentSearchVector, postSearchVector } from './search-vector.ts'
import type { WeekCorrection, WeekSource } from '../../core/pregnancy/views.ts'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  primaryKey,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export type LocalizedText = { en: string; es: string; pt: string }

export const authorRole = pgEnum('author_role', authorRoles)
export const groupStage = pgEnum('group_stage', ['trying', 'pregnant', 'post_partum'])
export const groupVisibility = pgEnum('group_visibility', ['public', 'private'])

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  role: authorRole('role').notNull(),
  /** Seed of the generated avatar; null shows the default avatar. */
  avatarSeed: text('avatar_seed'),
})

export const experts = pgTable('experts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  speciality: jsonb('speciality').$type<LocalizedText>().notNull(),
  bio: jsonb('bio').$type<LocalizedText>().notNull(),
  credentials: jsonb('credentials').$type<LocalizedText>().notNull(),
  yearsOfPractice: integer('years_of_practice').notNull(),
  appId: text('app_id').unique(),
  authorId: integer('author_id')
    .notNull()
    .references((): AnyPgColumn => authors.id),
})

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  stage: groupStage('stage').notNull(),
  visibility: groupVisibility('visibility').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  members: integer('members').notNull(),
  /** The app's id of the group (issue 26); null for rows written before ingest. */
  appId: text('app_id').unique(),
})

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: text('locale', { enum: ['en', 'es', 'pt'] }).notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => authors.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The app's id of the post (issue 26); null for rows written before ingest. */
    appId: text('app_id').unique(),
    /** A moderator hid it in the app: kept (it may come back), never on the web. */
    hidden: boolean('hidden').notNull().default(false),
    // Each post is indexed in its own language, with and without accents (search-vector.ts).
    search: tsvector('search').generatedAlwaysAs(sql.raw(postSearchVector)),
  },
  (table) => [
    check('posts_locale_check', sql`${table.locale} in ('en', 'es', 'pt')`),
    uniqueIndex('posts_slug_idx').on(table.slug),
    index('posts_locale_created_idx').on(table.locale, table.createdAt, table.id),
    index('posts_group_created_idx').on(table.groupId, table.createdAt),
    index('posts_author_idx').on(table.authorId),
    index('posts_search_idx').using('gin', table.search),
  ],
)

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    appId: text('app_id').unique(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.createdAt),
    index('comments_author_idx').on(table.authorId),
    // Search reads replies too; a comment's language is its post's, so one index per language.
    index('comments_search_en_idx').using('gin', sql.raw(commentSearchVector('en'))),
    index('comments_search_es_idx').using('gin', sql.raw(commentSearchVector('es'))),
    index('comments_search_pt_idx').using('gin', sql.raw(commentSearchVector('pt'))),
  ],
)

/** Week-by-week pregnancy pages: one row per locale and week, written natively in each locale. */
export const pregnancyWeeks = pgTable(
  'pregnancy_weeks',
  {
    id: serial('id').primaryKey(),
    locale: text('locale', { enum: ['en', 'es', 'pt'] }).notNull(),
    week: integer('week').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    babySize: text('baby_size').notNull(),
    baby: text('baby').notNull(),
    body: text('body').notNull(),
    tip: text('tip').notNull(),
    callProfessional: text('call_professional').notNull(),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => experts.id),
    /** A specialist who reviewed the part of the page in their field (the main reviewer is clinical). */
    coReviewerId: integer('co_reviewer_id').references(() => experts.id),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    nextReview: date('next_review', { mode: 'string' }).notNull(),
    sources: jsonb('sources').$type<WeekSource[]>().notNull().default([]),
    corrections: jsonb('corrections').$type<WeekCorrection[]>().notNull().default([]),
  },
  (table) => [
    check('pregnancy_weeks_locale_check', sql`${table.locale} in ('en', 'es', 'pt')`),
    check('pregnancy_weeks_week_check', sql`${table.week} between 1 and 40`),
    uniqueIndex('pregnancy_weeks_locale_week_idx').on(table.locale, table.week),
    index('pregnancy_weeks_reviewer_idx').on(table.reviewerId),
  ],
)

// ---------------------------------------------------------------------------------------------
// Community ingest (issue 26, docs/decisions/032-community-ingest.md).

/**
 * The newest version applied of every entity the app sent, removed ones included: an older event
 * arriving later changes nothing, and a removed post or erased member cannot come back from a
 * stale upsert. Holds app ids only (opaque), never text.
 */
export const ingestVersions = pgTable(
  'ingest_versions',
  {
    entity: text('entity').notNull(),
    appId: text('app_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    removed: boolean('removed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.appId] })],
)

/** Event ids already applied (duplicates change nothing), kept a week. */
export const ingestEvents = pgTable(
  'ingest_events',
  {
    eventId: text('event_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ingest_events_received_idx').on(table.receivedAt)],
)

/** Signatures of accepted requests inside the time window: the same signed request twice is a replay. */
export const ingestRequests = pgTable('ingest_requests', {
  signature: text('signature').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Removed posts' URLs answer 410 Gone. Only a SHA-256 of the slug is kept: a slug often names
 * the topic, and nothing of an erased member's may stay.
 */
export const gonePosts = pgTable('gone_posts', {
  slugHash: text('slug_hash').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---------------------------------------------------------------------------------------------
// Forms: submissions, data revocation requests, the mail outbox and the rate limiter's table.

export const formKind = pgEnum('form_kind', ['book_a_call', 'get_media_kit', 'data_revocation'])
export const mailStatus = pgEnum('mail_status', ['pending', 'sending', 'sent'])

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Every accepted form fill, written before any mail is queued. One row per idempotency key. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: formKind('kind').notNull(),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    locale: text('locale', { enum: ['en', 'es', 'pt'] }).notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    companyName: text('company_name'),
    preferredTime: text('preferred_time'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [index('form_submissions_email_idx').on(table.email)],
)

/** A data deletion request: confirmed by a single-use e-mailed link, due one month later. */
export const dataRevocations = pgTable(
  'data_revocations',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .unique()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale', { enum: ['en', 'es', 'pt'] }).notNull(),
    reason: text('reason').notNull(),
    /** SHA-256 of the confirmation token; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('data_revocations_due_idx').on(table.completedAt, table.dueAt)],
)

/** Mail waiting to be sent (or sent). Rendered when queued, so a row is self-contained. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    template: text('template').notNull(),
    locale: text('locale', { enum: ['en', 'es', 'pt'] }).notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a sender holds the mail; a crashed sender's claim runs out and is taken over. */
    claimId: uuid('claim_id'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_submission_idx').on(table.submissionId),
  ],
)

/** rate-limiter-flexible's RateLimiterDrizzle store: shared by every process on one database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
})

/**
 * Page views per day (UTC), route template and locale (decision 040): the whole record. No
 * address, user agent, referrer, query, cookie or time of day: nothing that tells one visitor
 * from another. Written in batches (`views = views + n`) by every process.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    locale: text('locale').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.locale] })],
)

// One schema for PGlite and PostgreSQL. Localized text is stored as { en, es, pt } JSON.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export type LocalizedText = { en: string; es: string; pt: string }

export const authorRole = pgEnum('author_role', ['moderator', 'expert', 'user', 'fake_user', 'bot'])
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
  credentials: text('credentials').notNull(),
  yearsOfPractice: integer('years_of_practice').notNull(),
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
    // Each post is indexed with the text-search configuration of its own language.
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector(case locale when 'es' then 'spanish'::regconfig when 'pt' then 'portuguese'::regconfig else 'english'::regconfig end, coalesce(title, '') || ' ' || body)`,
    ),
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
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.createdAt),
    index('comments_author_idx').on(table.authorId),
  ],
)

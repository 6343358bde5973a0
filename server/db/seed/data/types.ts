// Shapes of the seed content. The content itself is written per locale in sibling files.
export type ContentLocale = 'en' | 'es' | 'pt'
export type AuthorRole = 'moderator' | 'expert' | 'user' | 'fake_user' | 'bot'
export type GroupStage = 'trying' | 'pregnant' | 'post_partum'
export type Localized = Record<ContentLocale, string>

export interface SeedAuthor {
  /** Unique across all seed files, e.g. "es:lucia-m" or "expert:ines-carvalho". */
  key: string
  name: string
  role: AuthorRole
  /** false: the site shows the default avatar image. */
  hasAvatar: boolean
}

/**
 * What an expert is by training. Week pages are reviewed by an obstetrician or a midwife; the
 * other professions co-review the part of a page in their field.
 */
export type ExpertProfession =
  | 'obstetrician'
  | 'midwife'
  | 'pediatrician'
  | 'fertility'
  | 'lactation'
  | 'psychologist'
  | 'dietitian'
  | 'physiotherapist'

export interface SeedExpert {
  slug: string
  name: string
  profession: ExpertProfession
  /**
   * The languages in which the expert reviews health pages (reads and writes them at a
   * professional level). A page in a language is reviewed only by experts who read it.
   */
  languages: ContentLocale[]
  /** Short professional title, e.g. "Obstetrician-gynecologist". */
  speciality: Localized
  /** Two to four short paragraphs separated by a blank line. */
  bio: Localized
  /** Credentials line, e.g. "MD, FRCOG · 14 years in practice", written for each locale. */
  credentials: Localized
  yearsOfPractice: number
}

export interface SeedGroup {
  slug: string
  stage: GroupStage
  visibility: 'public' | 'private'
  name: Localized
  description: Localized
  members: number
}

export interface SeedComment {
  /** A key of an author in the same locale file, or "expert:<slug>". */
  authorKey: string
  body: string
  /** Hours after the post was created. */
  hoursAfter: number
}

export interface SeedPost {
  slug: string
  /** Empty string: the site shows its "no title" fallback. */
  title: string
  /** Plain text; paragraphs separated by a blank line. Never HTML or Markdown. */
  body: string
  /** null: the site shows its anonymous-author fallback. */
  authorKey: string | null
  groupSlug: string
  /** How many days before the seed date the post was written (0-120). */
  daysAgo: number
  comments: SeedComment[]
}

export interface SeedLocaleContent {
  locale: ContentLocale
  authors: SeedAuthor[]
  posts: SeedPost[]
}

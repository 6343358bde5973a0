// What the community pages show, as the server's reads return it (JSON-safe: dates as ISO
// strings), so a page rendered on the server and one fetched over HTTP get the same shape.
import type { Locale } from '../i18n/locales.ts'

export const authorRoles = ['moderator', 'expert', 'user', 'fake_user', 'bot'] as const
export type AuthorRole = (typeof authorRoles)[number]

export interface AuthorView {
  name: string | null
  role: AuthorRole | null
  avatarUrl: string
  expertSlug: string | null
}

export interface GroupView {
  slug: string
  name: string
  description: string
  stage: 'trying' | 'pregnant' | 'post_partum'
  visibility: 'public' | 'private'
  members: number
}

export interface PostSummary {
  slug: string
  locale: Locale
  title: string
  excerpt: string
  createdAt: string
  author: AuthorView
  group: { slug: string; name: string }
  commentCount: number
}

export interface ExpertSummary {
  slug: string
  name: string
  speciality: string
  credentials: string
  avatarUrl: string
}

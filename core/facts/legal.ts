// The legal documents the site serves. Only these slugs ever reach the content loader: a
// slug from a URL is compared against this list, never used as a file path.
import { isOneOf } from '../one-of.ts'

export const legalSlugs = [
  'terms-of-use',
  'refund-policy',
  'privacy-policy',
  'terms-of-use-community',
  'data-processing',
  'cookie-policy',
] as const

export type LegalSlug = (typeof legalSlugs)[number]

export function isLegalSlug(value: unknown): value is LegalSlug {
  return isOneOf(legalSlugs, value)
}

export interface TocEntry {
  id: string
  text: string
}

/** A Markdown document of the site (legal document or policy), rendered on the server. */
export interface DocumentView<Slug extends string = string> {
  slug: Slug
  locale: 'en' | 'es' | 'pt'
  title: string
  description: string
  /** YYYY-MM-DD */
  updated: string
  html: string
  toc: TocEntry[]
}

export type LegalDocumentView = DocumentView<LegalSlug>

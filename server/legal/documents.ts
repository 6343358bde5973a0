// The site's Markdown documents, bundled at build time (no file system access at run time, so
// no path from a request can reach the disk): the legal documents from
// server/content/legal/{locale}/{slug}.md and the policies from server/content/policies/.
import { z } from 'zod'
import type { Locale } from '../../core/i18n/locales.ts'
import {
  type DocumentView,
  type LegalDocumentView,
  type LegalSlug,
  isLegalSlug,
  legalSlugs,
} from '../../core/facts/legal.ts'
import { type PolicySlug, isPolicySlug, policySlugs } from '../../core/facts/policies.ts'
import { renderMarkdown } from './markdown.ts'

// Vite reads the options literally: they cannot be shared through a variable.
const legalSources = import.meta.glob<string>('../content/legal/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const policySources = import.meta.glob<string>('../content/policies/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})

/** Splits `---\nkey: value\n---\nbody` into its fields and body. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (!match) return { data: {}, body: source }
  const data: Record<string, string> = {}
  for (const line of match[1]!.split(/\r?\n/)) {
    const field = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line.trim())
    if (!field) continue
    let value = field[2]!.trim()
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1)
    data[field[1]!] = value
  }
  return { data, body: source.slice(match[0].length) }
}

export class LegalDocumentError extends Error {
  override name = 'LegalDocumentError'
}

/** One folder of documents: known slugs only, each rendered once per process and kept. */
function documentCollection<Slug extends string>(
  sources: Record<string, string>,
  folder: string,
  slugs: readonly Slug[],
  isSlug: (value: unknown) => value is Slug,
) {
  const prefix = `../content/${folder}/`
  const cache = new Map<string, DocumentView<Slug>>()

  function get(slug: string, locale: Locale): DocumentView<Slug> | null {
    if (!isSlug(slug)) return null
    const key = `${locale}/${slug}`
    const cached = cache.get(key)
    if (cached) return cached
    const source = sources[`${prefix}${key}.md`]
    if (source === undefined) return null
    const { data, body } = parseFrontMatter(source)
    const meta = frontMatterSchema.safeParse(data)
    if (!meta.success) throw new LegalDocumentError(`Invalid front matter in ${folder}/${key}.md`)
    const { html, toc } = renderMarkdown(body)
    const view: DocumentView<Slug> = { slug, locale, ...meta.data, html, toc }
    cache.set(key, view)
    return view
  }

  /** Last-updated date (YYYY-MM-DD) of every document in every locale, for the sitemap. */
  function updatedDates(locales: readonly Locale[]): Record<Slug, Partial<Record<Locale, string>>> {
    const dates = {} as Record<Slug, Partial<Record<Locale, string>>>
    for (const slug of slugs) {
      dates[slug] = {}
      for (const locale of locales) {
        const document = get(slug, locale)
        if (document) dates[slug][locale] = document.updated
      }
    }
    return dates
  }

  /** The bundled files, for tests: every one must be a known document. */
  const bundledFiles = () => Object.keys(sources).map((path) => path.replace(prefix, ''))

  return { get, updatedDates, bundledFiles }
}

const legal = documentCollection(legalSources, 'legal', legalSlugs, isLegalSlug)
const policies = documentCollection(policySources, 'policies', policySlugs, isPolicySlug)

/** A known legal document in a locale; null for anything else. */
export const getLegalDocument: (slug: string, locale: Locale) => LegalDocumentView | null = legal.get
export const legalUpdatedDates: (
  locales: readonly Locale[],
) => Record<LegalSlug, Partial<Record<Locale, string>>> = legal.updatedDates
export const bundledLegalFiles: () => string[] = legal.bundledFiles

/** A known policy in a locale; null for anything else. */
export const getPolicyDocument: (slug: string, locale: Locale) => DocumentView<PolicySlug> | null =
  policies.get
export const policyUpdatedDates: (
  locales: readonly Locale[],
) => Record<PolicySlug, Partial<Record<Locale, string>>> = policies.updatedDates
export const bundledPolicyFiles: () => string[] = policies.bundledFiles

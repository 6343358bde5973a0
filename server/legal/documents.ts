// The legal documents, bundled at build time from server/content/legal/{locale}/{slug}.md
// (no file system access at run time, so no path from a request can reach the disk).
import { z } from 'zod'
import type { Locale } from '../../core/i18n/locales'
import { type LegalDocumentView, type LegalSlug, isLegalSlug, legalSlugs } from '../../core/facts/legal'
import { renderMarkdown } from './markdown'

const sources = import.meta.glob<string>('../content/legal/*/*.md', {
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

function sourceOf(locale: Locale, slug: LegalSlug): string | undefined {
  return sources[`../content/legal/${locale}/${slug}.md`]
}

const cache = new Map<string, LegalDocumentView>()

export class LegalDocumentError extends Error {
  override name = 'LegalDocumentError'
}

/** A known document in a locale, rendered once and kept; null for anything else. */
export function getLegalDocument(slug: string, locale: Locale): LegalDocumentView | null {
  if (!isLegalSlug(slug)) return null
  const key = `${locale}/${slug}`
  const cached = cache.get(key)
  if (cached) return cached
  const source = sourceOf(locale, slug)
  if (source === undefined) return null
  const { data, body } = parseFrontMatter(source)
  const meta = frontMatterSchema.safeParse(data)
  if (!meta.success) throw new LegalDocumentError(`Invalid front matter in ${key}.md`)
  const { html, toc } = renderMarkdown(body)
  const view: LegalDocumentView = { slug, locale, ...meta.data, html, toc }
  cache.set(key, view)
  return view
}

/** Last-updated date (YYYY-MM-DD) of every document in every locale, for the sitemap. */
export function legalUpdatedDates(
  locales: readonly Locale[],
): Record<LegalSlug, Partial<Record<Locale, string>>> {
  const dates = {} as Record<LegalSlug, Partial<Record<Locale, string>>>
  for (const slug of legalSlugs) {
    dates[slug] = {}
    for (const locale of locales) {
      const document = getLegalDocument(slug, locale)
      if (document) dates[slug][locale] = document.updated
    }
  }
  return dates
}

/** The bundled files, for tests: every one must be a known document. */
export function bundledLegalFiles(): string[] {
  return Object.keys(sources).map((path) => path.replace('../content/legal/', ''))
}

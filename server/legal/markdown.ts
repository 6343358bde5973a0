// Markdown to HTML for our own documents, with no raw HTML passing through: HTML blocks and
// inline tags are escaped, links keep only safe schemes, and headings get stable ids.
import { Marked, Renderer, type Tokens } from 'marked'
import type { TocEntry } from '../../core/facts/legal.ts'
import { escapeMarkup } from '../text/escape.ts'

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** A URL-fragment id from heading text: section numbering dropped, accents folded, kebab case. */
export function slugify(text: string): string {
  return (
    text
      .replace(/^\s*\d+(\.\d+)*\.?\s+/, '')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'section'
  )
}

const safeHref = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

export interface RenderedMarkdown {
  html: string
  toc: TocEntry[]
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const toc: TocEntry[] = []
  const used = new Map<string, number>()
  let lastHeadingId: string | null = null

  const uniqueId = (text: string) => {
    const base = slugify(text)
    const count = used.get(base) ?? 0
    used.set(base, count + 1)
    return count === 0 ? base : `${base}-${count + 1}`
  }

  const marked = new Marked({
    gfm: true,
    breaks: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeMarkup(text)
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens)
        const plain = decodeEntities(inner.replace(/<[^>]*>/g, '')).trim()
        // The page's h1 is the document title: headings in the body start at h2.
        const level = Math.min(Math.max(depth, 2), 6)
        const id = uniqueId(plain)
        lastHeadingId = id
        if (level === 2) toc.push({ id, text: plain })
        return `<h${level} id="${id}">${inner}</h${level}>\n`
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens)
        if (!safeHref.test(href)) return inner
        const external = /^https?:\/\//i.test(href)
        const titleAttr = title ? ` title="${escapeMarkup(title)}"` : ''
        const rel = external ? ' rel="noopener noreferrer"' : ''
        return `<a href="${escapeMarkup(href)}"${titleAttr}${rel}>${inner}</a>`
      },
      image({ text }: Tokens.Image) {
        return escapeMarkup(text)
      },
      table(token: Tokens.Table) {
        // Tables scroll inside a focusable region named by their section's heading. Two columns
        // wrap to the width of a phone; wider ones keep a minimum width and scroll (with shadows).
        const base = new Renderer()
        base.parser = this.parser
        const html = base.table(token)
        const label = lastHeadingId ? ` aria-labelledby="${lastHeadingId}"` : ''
        const kind = token.header.length > 2 ? 'table-scroll table-wide' : 'table-scroll'
        return `<div class="${kind}" role="region" tabindex="0"${label}>${html}</div>\n`
      },
    },
  })

  const html = marked.parse(source, { async: false })
  return { html, toc }
}

// An Atom 1.0 document (RFC 4287) written by hand: every text is plain (`type="text"`, the
// default) and goes through the project's one escaping function, so a title like
// `<script>&"'` reaches a reader as those characters, never as markup. (The `feed` package
// writes titles and summaries as `type="html"` CDATA and has no `xml:lang`: decision 039.)
import { escapeMarkup } from '../text/escape.ts'

export interface AtomLink {
  href: string
  rel?: 'alternate' | 'self'
  type?: string
  hreflang?: string
}

export interface AtomPerson {
  name: string
  uri?: string
}

export interface AtomEntry {
  /** Stable for the life of the item: a tag: URI (never the time or the position). */
  id: string
  title: string
  /** The page the entry stands for (its canonical URL). */
  link: string
  /** RFC 3339 date-time. */
  updated: string
  /** RFC 3339 date-time; omitted when the first publication is not known. */
  published?: string
  author?: AtomPerson
  /** Plain-text excerpt. */
  summary: string
  category?: { term: string; label: string }
}

export interface AtomFeed {
  id: string
  /** BCP 47 tag of the feed's language (`xml:lang`). */
  lang: string
  title: string
  subtitle?: string
  /** The feed's own URL. */
  self: string
  /** The HTML page the feed follows. */
  alternate: string
  author: AtomPerson
  /** Used when there is no entry; otherwise the newest entry's `updated`. */
  emptyUpdated: string
  entries: AtomEntry[]
}

const text = (name: string, value: string, indent: string) =>
  `${indent}<${name}>${escapeMarkup(value)}</${name}>`

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeMarkup(value!)}"`)
    .join('')
}

function person(tag: 'author', who: AtomPerson, indent: string): string[] {
  return [
    `${indent}<${tag}>`,
    text('name', who.name, `${indent}  `),
    ...(who.uri ? [text('uri', who.uri, `${indent}  `)] : []),
    `${indent}</${tag}>`,
  ]
}

function entryXml(entry: AtomEntry): string {
  const i = '    '
  const lines = [
    '  <entry>',
    text('id', entry.id, i),
    text('title', entry.title, i),
    `${i}<link${attributes({ rel: 'alternate', type: 'text/html', href: entry.link })}/>`,
    ...(entry.published ? [text('published', entry.published, i)] : []),
    text('updated', entry.updated, i),
    ...(entry.author ? person('author', entry.author, i) : []),
    ...(entry.category
      ? [`${i}<category${attributes({ term: entry.category.term, label: entry.category.label })}/>`]
      : []),
    text('summary', entry.summary, i),
    '  </entry>',
  ]
  return lines.join('\n')
}

/** The newest `updated` of the entries (RFC 3339 strings in UTC compare as text). */
export function feedUpdated(feed: Pick<AtomFeed, 'entries' | 'emptyUpdated'>): string {
  const dates = feed.entries.map((e) => e.updated).sort()
  return dates.at(-1) ?? feed.emptyUpdated
}

export function atomXml(feed: AtomFeed): string {
  const i = '  '
  const head = [
    text('id', feed.id, i),
    text('title', feed.title, i),
    ...(feed.subtitle ? [text('subtitle', feed.subtitle, i)] : []),
    text('updated', feedUpdated(feed), i),
    `${i}<link${attributes({ rel: 'self', type: 'application/atom+xml', href: feed.self })}/>`,
    `${i}<link${attributes({ rel: 'alternate', type: 'text/html', hreflang: feed.lang, href: feed.alternate })}/>`,
    ...person('author', feed.author, i),
  ]
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"${attributes({ 'xml:lang': feed.lang })}>
${[...head, ...feed.entries.map(entryXml)].join('\n')}
</feed>
`
}

/**
 * A tag: URI (RFC 4151) under the site's host: ids survive a change of the translated path
 * words or of the feed's URL, which a URL id would not.
 */
export function tagUri(siteUrl: string, specific: string): string {
  const host = new URL(siteUrl).hostname
  return `tag:${host},2026:${specific.split('/').map(encodeURIComponent).join('/')}`
}

// Reads an Atom document with a conforming XML parser (saxes: well-formedness and namespaces
// checked, any error thrown) and checks what RFC 4287 requires of a feed and its entries.
import { SaxesParser, type SaxesTagNS } from 'saxes'

const ATOM = 'http://www.w3.org/2005/Atom'
const XML = 'http://www.w3.org/XML/1998/namespace'
/** RFC 3339 date-time (Atom's Date construct). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

interface Element {
  ns: string
  name: string
  attributes: Record<string, string>
  children: Element[]
  text: string
}

export interface AtomLinkParsed {
  rel: string
  type: string | null
  href: string
  hreflang: string | null
}

export interface AtomEntryParsed {
  id: string
  title: string
  titleType: string | null
  links: AtomLinkParsed[]
  updated: string
  published: string | null
  authorName: string | null
  summary: string
}

export interface AtomFeedParsed {
  lang: string | null
  id: string
  title: string
  updated: string
  links: AtomLinkParsed[]
  authorName: string | null
  entries: AtomEntryParsed[]
}

function tree(xml: string): Element {
  const parser = new SaxesParser({ xmlns: true })
  const stack: Element[] = []
  let root: Element | undefined
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attributes: Record<string, string> = {}
    for (const attribute of Object.values(tag.attributes)) {
      // xml:lang under its usual name; other attributes by local name (Atom's are unprefixed).
      const name = attribute.uri === XML ? `xml:${attribute.local}` : attribute.local
      attributes[name] = attribute.value
    }
    const element: Element = { ns: tag.uri, name: tag.local, attributes, children: [], text: '' }
    stack.at(-1)?.children.push(element)
    root ??= element
    stack.push(element)
  })
  parser.on('text', (text) => {
    const top = stack.at(-1)
    if (top) top.text += text
  })
  parser.on('cdata', (text) => {
    const top = stack.at(-1)
    if (top) top.text += text
  })
  parser.on('closetag', () => {
    stack.pop()
  })
  // saxes throws on the first well-formedness or namespace error.
  parser.write(xml).close()
  if (!root) throw new Error('no root element')
  return root
}

const atomChildren = (element: Element, name: string) =>
  element.children.filter((c) => c.ns === ATOM && c.name === name)

function one(element: Element, name: string, where: string): Element {
  const found = atomChildren(element, name)
  if (found.length !== 1) throw new Error(`${where}: ${found.length} <${name}> (exactly one required)`)
  return found[0]!
}

function optional(element: Element, name: string, where: string): Element | null {
  const found = atomChildren(element, name)
  if (found.length > 1) throw new Error(`${where}: more than one <${name}>`)
  return found[0] ?? null
}

function date(element: Element | null, where: string): string | null {
  if (!element) return null
  if (!DATE_TIME.test(element.text))
    throw new Error(`${where}: <${element.name}> ${element.text} is no RFC 3339 date`)
  return element.text
}

function links(element: Element): AtomLinkParsed[] {
  return atomChildren(element, 'link').map((link) => ({
    rel: link.attributes.rel ?? 'alternate',
    type: link.attributes.type ?? null,
    href: link.attributes.href ?? '',
    hreflang: link.attributes.hreflang ?? null,
  }))
}

function authorName(element: Element, where: string): string | null {
  const author = optional(element, 'author', where)
  return author ? one(author, 'name', `${where} author`).text : null
}

/** The feed, or an error naming what is malformed or missing. */
export function parseAtom(xml: string): AtomFeedParsed {
  const feed = tree(xml)
  if (feed.ns !== ATOM || feed.name !== 'feed') throw new Error(`root is {${feed.ns}}${feed.name}`)
  const feedAuthor = authorName(feed, 'feed')
  const entries = atomChildren(feed, 'entry').map((entry, index) => {
    const where = `entry ${index + 1}`
    const title = one(entry, 'title', where)
    const parsed: AtomEntryParsed = {
      id: one(entry, 'id', where).text,
      title: title.text,
      titleType: title.attributes.type ?? null,
      links: links(entry),
      updated: date(one(entry, 'updated', where), where)!,
      published: date(optional(entry, 'published', where), where),
      authorName: authorName(entry, where),
      summary: optional(entry, 'summary', where)?.text ?? '',
    }
    // RFC 4287 4.1.2: an entry without its own author takes the feed's; one of them must exist.
    if (!parsed.authorName && !feedAuthor) throw new Error(`${where}: no author and no feed author`)
    if (!parsed.links.some((l) => l.rel === 'alternate') && !optional(entry, 'content', where))
      throw new Error(`${where}: no alternate link and no content`)
    return parsed
  })
  return {
    lang: feed.attributes['xml:lang'] ?? null,
    id: one(feed, 'id', 'feed').text,
    title: one(feed, 'title', 'feed').text,
    updated: date(one(feed, 'updated', 'feed'), 'feed')!,
    links: links(feed),
    authorName: feedAuthor,
    entries,
  }
}

import { describe, expect, it } from 'vitest'
import type { PostSummary } from '../../core/community/views.ts'
import { parseAtom } from '../../tests/support/atom.ts'
import { atomXml } from './atom.ts'
import { communityEntry, communityFeed, healthEntry, healthFeed, type HealthRevision } from './feeds.ts'

const site = { siteUrl: 'https://nestwell.example', siteName: 'Nestwell' }
const hostile = `<script>alert("x")</script> & 'quoted' ]]> <![CDATA[ x ]]>`

function post(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    slug: 'first-kicks',
    locale: 'es',
    title: 'Primeras pataditas',
    excerpt: 'Las sentí anoche por primera vez.',
    createdAt: '2026-11-20T08:30:00.000Z',
    author: { name: 'Lucía', role: 'user', avatarUrl: '/api/avatars/x.svg', expertSlug: null },
    group: { slug: 'due-in-march', name: 'Salimos en marzo' },
    commentCount: 3,
    ...overrides,
  }
}

const week = (overrides: Partial<HealthRevision> = {}): HealthRevision => ({
  number: 12,
  title: 'Semana 12',
  summary: 'La primera ecografía.',
  reviewedOn: '2026-11-01',
  corrections: [],
  ...overrides,
})

describe('Atom feeds', () => {
  it('keeps hostile text as text: escaped in the XML, the same characters once parsed', () => {
    const feed = communityFeed(site, 'en', [
      post({
        locale: 'en',
        title: hostile,
        excerpt: `${hostile}\u0001 end`,
        author: { ...post().author, name: hostile },
      }),
    ])
    const xml = atomXml({ ...feed, title: hostile })
    expect(xml).not.toContain('<script>')
    expect(xml).not.toContain('<![CDATA[')
    expect(xml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;')
    const parsed = parseAtom(xml)
    expect(parsed.title).toBe(hostile)
    const [entry] = parsed.entries
    expect(entry!.title).toBe(hostile)
    // Plain text (Atom's default type): a reader shows the characters, never renders markup.
    expect(entry!.titleType).toBeNull()
    expect(entry!.authorName).toBe(hostile)
    // A control character (invalid in XML 1.0) is dropped rather than breaking the document.
    expect(entry!.summary).toBe(`${hostile} end`)
  })

  it('writes a valid feed with self and alternate links, language and author', () => {
    const xml = atomXml(communityFeed(site, 'pt', [post({ locale: 'pt', slug: 'ola' })]))
    const parsed = parseAtom(xml)
    expect(parsed.lang).toBe('pt-PT')
    expect(parsed.links).toEqual([
      {
        rel: 'self',
        type: 'application/atom+xml',
        href: 'https://nestwell.example/pt/comunidade/feed.xml',
        hreflang: null,
      },
      {
        rel: 'alternate',
        type: 'text/html',
        href: 'https://nestwell.example/pt/comunidade',
        hreflang: 'pt-PT',
      },
    ])
    expect(parsed.authorName).toBe('Nestwell')
    expect(parsed.updated).toBe('2026-11-20T08:30:00Z')
    expect(parsed.entries[0]).toMatchObject({
      links: [
        {
          rel: 'alternate',
          type: 'text/html',
          href: 'https://nestwell.example/pt/comunidade/publicacoes/ola',
          hreflang: null,
        },
      ],
      published: '2026-11-20T08:30:00Z',
      updated: '2026-11-20T08:30:00Z',
    })
  })

  it('gives entries ids that depend on the item only (not on path words, locale of the list or time)', () => {
    const a = communityEntry(site, 'es', post())
    const b = communityEntry(
      site,
      'es',
      post({ title: 'Otro título', createdAt: '2026-11-25T00:00:00.000Z' }),
    )
    expect(a.id).toBe('tag:nestwell.example,2026:community/post/first-kicks')
    expect(b.id).toBe(a.id)
    expect(communityEntry(site, 'es', post({ slug: 'otra' })).id).not.toBe(a.id)
    const en = healthEntry(site, 'en', '/pregnancy', week())
    expect(en.id).toBe('tag:nestwell.example,2026:pregnancy/en/week-12')
    expect(healthEntry(site, 'en', '/pregnancy', week({ reviewedOn: '2026-12-01' })).id).toBe(en.id)
    expect(healthEntry(site, 'es', '/pregnancy', week()).id).not.toBe(en.id)
    expect(healthEntry(site, 'en', '/pregnancy', week({ number: 13 })).id).not.toBe(en.id)
  })

  it('names an untitled post with the catalogue, and an expert author with their page', () => {
    const entry = communityEntry(
      site,
      'es',
      post({ title: '  ', author: { ...post().author, name: 'Dra. Ana', expertSlug: 'dr-ana-silva' } }),
    )
    expect(entry.title).not.toBe('')
    expect(entry.author).toEqual({
      name: 'Dra. Ana',
      uri: 'https://nestwell.example/es/comunidad/expertos/dr-ana-silva',
    })
    expect(
      communityEntry(site, 'es', post({ author: { ...post().author, name: null } })).author,
    ).toBeUndefined()
  })

  it('dates a week page by its review or a later correction, which the summary names; newest first', () => {
    const corrected = week({
      number: 20,
      corrections: [{ date: '2026-11-15', text: 'Se aclaró el umbral de fiebre.' }],
    })
    const entry = healthEntry(site, 'es', '/pregnancy', corrected)
    expect(entry.updated).toBe('2026-11-15T00:00:00Z')
    expect(entry.summary).toContain('Se aclaró el umbral de fiebre.')
    expect(entry.published).toBeUndefined()
    expect(entry.link).toBe('https://nestwell.example/es/embarazo/semana-20')
    // A correction older than the last review does not date the page.
    const old = week({
      corrections: [{ date: '2026-10-01', text: 'Una corrección anterior a la revisión.' }],
    })
    expect(healthEntry(site, 'es', '/pregnancy', old).updated).toBe('2026-11-01T00:00:00Z')

    const feed = healthFeed(site, 'es', '/pregnancy', [
      week({ number: 3 }),
      corrected,
      week({ number: 1 }),
      old,
    ])
    const parsed = parseAtom(atomXml(feed))
    expect(parsed.entries.map((e) => e.links[0]!.href.split('/').at(-1))).toEqual([
      'semana-20',
      'semana-1',
      'semana-3',
      'semana-12',
    ])
    expect(parsed.updated).toBe('2026-11-15T00:00:00Z')
    expect(parsed.links[0]!.href).toBe('https://nestwell.example/es/embarazo/feed.xml')
  })

  it('is valid without entries', () => {
    const parsed = parseAtom(atomXml(communityFeed(site, 'en', [])))
    expect(parsed.entries).toEqual([])
    expect(parsed.updated).toBe('1970-01-01T00:00:00Z')
  })
})

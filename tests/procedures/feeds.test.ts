// The Atom feeds on the seeded database (PGlite and PostgreSQL): valid in every locale, public
// posts only, the keys a purge reaches them by, 304 on a matching ETag, and a post removed or
// hidden by the app gone from the feed. Its own posts come through the ingest's applyEvents; on
// PostgreSQL it writes into a database of its own (the other files count the seeded posts).
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'

await vi.hoisted(async () => {
  const { useOwnDatabase } = await import('../support/own-database')
  await useOwnDatabase('feeds')
})

import { locales } from '../../core/i18n/locales'
import { feedPath } from '../../core/i18n/paths'
import type { ContentKey } from '../../core/cache/content-keys'
import { collectAnswerFacts } from '../../server/cache/surrogate-keys'
import { db, openDatabase } from '../../server/db/client'
import { groups as seedGroups } from '../../server/db/seed/data/groups'
import { seedContent } from '../../server/db/seed/seed'
import { publicConfig } from '../../server/env'
import { COMMUNITY_FEED_SIZE } from '../../server/feeds/feeds'
import { feedOfPath, feedResponse } from '../../server/feeds/handlers'
import { applyEvents } from '../../server/ingest/apply'
import { localizedPath } from '../../server/seo/sitemap'
import { parseAtom } from '../support/atom'

const tag = randomUUID().slice(0, 8)
const at = () => new Date().toISOString()
let n = 0
const eventId = () => `feeds-${tag}-${n++}`
const localized = (text: string) => ({ en: text, es: text, pt: text })
const hostile = `<script>alert(1)</script> & "quoted" 'single' ${tag}`

const ids = {
  member: `feeds.member.${tag}`,
  open: `feeds.group.open.${tag}`,
  closed: `feeds.group.closed.${tag}`,
  shown: `feeds.post.shown.${tag}`,
  hidden: `feeds.post.hidden.${tag}`,
  secret: `feeds.post.secret.${tag}`,
}
const slugs = {
  shown: `feeds-shown-${tag}`,
  hidden: `feeds-hidden-${tag}`,
  secret: `feeds-secret-${tag}`,
}

const seedPrivateGroups = new Set(seedGroups.filter((g) => g.visibility === 'private').map((g) => g.slug))
const seedPrivateSlugs = seedContent.flatMap((c) =>
  c.posts.filter((p) => seedPrivateGroups.has(p.groupSlug)).map((p) => p.slug),
)

function group(appId: string, slug: string, visibility: 'public' | 'private') {
  return {
    kind: 'group.upsert',
    id: eventId(),
    appId,
    version: 1,
    occurredAt: at(),
    group: {
      slug,
      stage: 'pregnant',
      visibility,
      name: localized(`Feeds ${visibility} ${tag}`),
      description: localized('A group the feed test writes.'),
      members: 2,
    },
  }
}

function post(appId: string, slug: string, groupId: string, title: string) {
  return {
    kind: 'post.upsert',
    id: eventId(),
    appId,
    version: 1,
    occurredAt: at(),
    post: {
      slug,
      locale: 'en',
      title,
      body: `A post the feed test writes, ${tag}.`,
      memberId: ids.member,
      groupId,
      // The newest posts of all: the first entries of the English feed.
      createdAt: at(),
    },
  }
}

async function apply(events: unknown[]) {
  const outcome = await applyEvents(await db(), events)
  expect(outcome.results.map((r) => r.status)).toEqual(events.map(() => 'applied'))
  return outcome
}

const url = (path: string) => `${publicConfig().siteUrl}${path}`

async function feed(kind: 'community' | 'health', locale: (typeof locales)[number], headers = {}) {
  const path = feedPath(kind === 'community' ? '/community' : '/pregnancy', locale)
  const { result, facts } = await collectAnswerFacts(() =>
    feedResponse(new Request(url(path), { headers }), feedOfPath(path)!),
  )
  return { response: result, keys: [...facts.keys] as ContentKey[], path }
}

beforeAll(async () => {
  await openDatabase()
  await apply([
    {
      kind: 'member.upsert',
      id: eventId(),
      appId: ids.member,
      version: 1,
      occurredAt: at(),
      member: { name: `Feeds ${tag}`, avatarSeed: ids.member, role: 'user' },
    },
    group(ids.open, `feeds-open-${tag}`, 'public'),
    group(ids.closed, `feeds-closed-${tag}`, 'private'),
    post(ids.secret, slugs.secret, ids.closed, `Secret ${tag}`),
    post(ids.hidden, slugs.hidden, ids.open, `Hidden later ${tag}`),
    post(ids.shown, slugs.shown, ids.open, hostile),
  ])
})

describe('Atom feeds', () => {
  it('answer valid Atom in every locale, with their own words, links and keys', async () => {
    for (const locale of locales) {
      const community = await feed('community', locale)
      expect(community.response.status).toBe(200)
      expect(community.response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
      expect(community.keys).toContain('community')
      const posts = parseAtom(await community.response.text())
      expect(posts.links.find((l) => l.rel === 'self')?.href).toBe(url(community.path))
      expect(posts.links.find((l) => l.rel === 'alternate')?.href).toBe(
        url(localizedPath('/community', locale)),
      )
      expect(posts.entries.length, locale).toBeGreaterThan(0)
      expect(posts.entries.length, locale).toBeLessThanOrEqual(COMMUNITY_FEED_SIZE)
      const postPrefix = url(localizedPath('/community/posts/$slug', locale, { slug: '' }))
      for (const entry of posts.entries)
        expect(entry.links[0]!.href.startsWith(postPrefix), entry.id).toBe(true)
      const listed = posts.entries.map((e) => e.links[0]!.href.slice(postPrefix.length))
      expect(
        listed.filter((slug) => seedPrivateSlugs.includes(slug)),
        locale,
      ).toEqual([])
      // Newest first.
      const dates = posts.entries.map((e) => e.published!)
      expect(dates).toEqual([...dates].sort().reverse())

      const health = await feed('health', locale)
      expect(health.response.status).toBe(200)
      const pages = parseAtom(await health.response.text())
      expect(pages.entries).toHaveLength(40)
      expect(new Set(pages.entries.map((e) => e.id)).size).toBe(40)
      const weekPrefix = url(localizedPath('/pregnancy/week-{$week}', locale, { week: '' }))
      for (const entry of pages.entries)
        expect(entry.links[0]!.href).toMatch(new RegExp(`^${weekPrefix}\\d+$`))
      for (let week = 1; week <= 40; week++) expect(health.keys).toContain(`week:${week}`)
    }
  })

  it('lists a new public post with its hostile title as text, never a post of a private group', async () => {
    const xml = await (await feed('community', 'en')).response.text()
    expect(xml).not.toContain('<script>')
    const entries = parseAtom(xml).entries
    const shown = entries.find((e) => e.links[0]!.href.endsWith(`/${slugs.shown}`))
    expect(shown?.title).toBe(hostile)
    expect(entries.some((e) => e.links[0]!.href.endsWith(`/${slugs.hidden}`))).toBe(true)
    expect(xml).not.toContain(slugs.secret)
    expect(xml).not.toContain(`Secret ${tag}`)
  })

  it('answers 304 to its own ETag, and 200 again once the content changed', async () => {
    const first = (await feed('community', 'es')).response
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const again = (await feed('community', 'es', { 'if-none-match': etag })).response
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect((await feed('community', 'es', { 'if-none-match': '"other"' })).response.status).toBe(200)
  })

  it('drops a post the app removed or hid, and each change publishes a key the feed carries', async () => {
    const { keys } = await feed('community', 'en')
    const etag = (await feed('community', 'en')).response.headers.get('etag')!
    const removed = await apply([
      { kind: 'post.remove', id: eventId(), appId: ids.shown, version: 2, occurredAt: at() },
    ])
    const hidden = await apply([
      {
        kind: 'moderation',
        id: eventId(),
        appId: ids.hidden,
        version: 2,
        occurredAt: at(),
        target: 'post',
        state: 'hidden',
      },
    ])
    for (const outcome of [removed, hidden]) {
      const published = outcome.changes.flatMap((c) => c.keys)
      expect(published.filter((key) => keys.includes(key))).toContain('community')
    }
    const after = await feed('community', 'en', { 'if-none-match': etag })
    expect(after.response.status).toBe(200)
    const xml = await after.response.text()
    expect(xml).not.toContain(slugs.shown)
    expect(xml).not.toContain(slugs.hidden)
    expect(parseAtom(xml).entries.length).toBeGreaterThan(0)
  })
})

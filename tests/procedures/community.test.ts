import { beforeAll, describe, expect, it } from 'vitest'
import { HIGHLIGHT_START } from '../../core/community/highlight'
import { openDatabase } from '../../server/db/client'
import { groups as seedGroups } from '../../server/db/seed/data/groups'
import { seedContent } from '../../server/db/seed/seed'
import { env } from '../../server/env'
import { handleTrpcRequest } from '../../server/trpc/http'
import { query } from '../support/trpc'

// Posts of private groups are never served on the web (community-privacy.test.ts).
const publicGroups = new Set(seedGroups.filter((g) => g.visibility === 'public').map((g) => g.slug))
const isPublic = (post: { groupSlug: string }) => publicGroups.has(post.groupSlug)

beforeAll(async () => {
  await openDatabase()
})

describe('community.listPosts', () => {
  it('pages through every post of a locale, newest first, without repeats', async () => {
    for (const locale of ['en', 'es', 'pt'] as const) {
      const seen: string[] = []
      let cursor: string | null = null
      let previous = Number.POSITIVE_INFINITY
      do {
        const { status, data } = await query('community.listPosts', { locale, cursor, limit: 7 })
        expect(status).toBe(200)
        for (const item of data.items) {
          expect(item.locale).toBe(locale)
          const time = Date.parse(item.createdAt)
          expect(time).toBeLessThanOrEqual(previous)
          previous = time
          seen.push(item.slug)
        }
        cursor = data.nextCursor
      } while (cursor)
      const expected = seedContent
        .find((c) => c.locale === locale)!
        .posts.filter(isPublic)
        .map((p) => p.slug)
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen.sort()).toEqual([...expected].sort())
    }
  })

  it('filters by group and localizes the group name', async () => {
    const { data } = await query('community.listPosts', { locale: 'es', group: 'first-trimester' })
    expect(data.items.length).toBeGreaterThan(0)
    for (const item of data.items)
      expect(item.group).toEqual({ slug: 'first-trimester', name: 'Primer trimestre' })
  })

  it('answers 400 with field errors for bad input, never 500', async () => {
    const cases: unknown[] = [
      { locale: 'fr' },
      { locale: 'en', limit: 10_000 },
      { locale: 'en', cursor: 'x'.repeat(500) },
      { locale: 'en', cursor: 'not-a-cursor' },
      { locale: 'en', group: '../../etc/passwd' },
      'a string',
      null,
    ]
    for (const input of cases) {
      const { status, error } = await query('community.listPosts', input)
      expect(status, JSON.stringify(input)).toBe(400)
      expect(error?.message).not.toMatch(/at .*\.ts/)
    }
  })
})

describe('community.getPost', () => {
  it('returns the post with its comments and related posts of the same group first', async () => {
    const seeded = seedContent[0]!.posts.find((p) => p.comments.length >= 2 && isPublic(p))!
    const { status, data } = await query('community.getPost', { slug: seeded.slug, locale: 'en' })
    expect(status).toBe(200)
    expect(data.title).toBe(seeded.title)
    expect(data.comments.map((c: { body: string }) => c.body)).toEqual(seeded.comments.map((c) => c.body))
    expect(data.related.length).toBe(4)
    expect(data.related.map((r: { slug: string }) => r.slug)).not.toContain(seeded.slug)
    const sameGroup = seedContent[0]!.posts.filter((p) => p.groupSlug === seeded.groupSlug).length - 1
    const firstGroups = data.related
      .slice(0, Math.min(4, sameGroup))
      .map((r: { group: { slug: string } }) => r.group.slug)
    expect(new Set(firstGroups)).toEqual(new Set([seeded.groupSlug]))
  })

  it('keeps the fallbacks visible in the data: empty title, missing author, default avatar', async () => {
    const untitled = seedContent[1]!.posts.find((p) => p.title === '' && isPublic(p))!
    const anonymous = seedContent[2]!.posts.find((p) => p.authorKey === null && isPublic(p))!
    const a = await query('community.getPost', { slug: untitled.slug, locale: 'es' })
    expect(a.data.title).toBe('')
    const b = await query('community.getPost', { slug: anonymous.slug, locale: 'pt' })
    expect(b.data.author.name).toBeNull()
    expect(b.data.author.avatarUrl).toBe('/images/default-avatar.svg')
  })

  it("is a 404 for an unknown slug, told in the visitor's language", async () => {
    const en = await query('community.getPost', { slug: 'no-such-post', locale: 'en' })
    expect(en.status).toBe(404)
    expect(en.error?.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, appCode: 'NOT_FOUND' })
    expect(en.error?.message).toBe('There is nothing here: it may have moved or been removed.')
    const es = await query('community.getExpert', { slug: 'no-such-expert', locale: 'es' })
    expect(es.status).toBe(404)
    expect(es.error?.message).toBe('Aquí no hay nada: puede que se haya movido o eliminado.')
  })
})

describe('experts and groups', () => {
  it('lists the ten experts with localized specialities', async () => {
    const en = await query('community.listExperts', { locale: 'en' })
    const pt = await query('community.listExperts', { locale: 'pt' })
    expect(en.data).toHaveLength(10)
    expect(pt.data.map((e: { slug: string }) => e.slug)).toEqual(en.data.map((e: { slug: string }) => e.slug))
    expect(pt.data[0].speciality).not.toBe(en.data[0].speciality)
  })

  it('returns an expert with bio in the asked language and their answers', async () => {
    const { data } = await query('community.getExpert', { slug: 'ines-carvalho', locale: 'es' })
    expect(data.name).toBe('Inês Carvalho')
    expect(data.bio.length).toBeGreaterThan(200)
    expect(data.answers.length).toBeGreaterThan(0)
  })

  it('lists the groups by stage with their visibility', async () => {
    const { data } = await query('community.listGroups', { locale: 'en' })
    expect(data.map((g: { stage: string }) => g.stage)).toEqual(
      [...data.map((g: { stage: string }) => g.stage)].sort(
        (a, b) =>
          ['trying', 'pregnant', 'post_partum'].indexOf(a) - ['trying', 'pregnant', 'post_partum'].indexOf(b),
      ),
    )
    expect(new Set(data.map((g: { visibility: string }) => g.visibility))).toEqual(
      new Set(['public', 'private']),
    )
  })
})

describe('community.search', () => {
  it('finds posts in the visitor language with stemming and highlights', async () => {
    const { data } = await query('community.search', { locale: 'pt', q: 'enjoo' })
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items.every((i: { locale: string }) => i.locale === 'pt')).toBe(true)
    expect(data.items[0].highlightedSnippet + data.items[0].highlightedTitle).toContain(HIGHLIGHT_START)
  })

  it('handles operators and junk without errors', async () => {
    for (const q of ['"náuseas" -sangrado', 'or or or', "'; drop table posts; --", '&&&|||!!!']) {
      const { status } = await query('community.search', { locale: 'es', q })
      expect(status, q).toBe(200)
    }
  })
})

describe('regions', () => {
  it('highlights the region of the country header and falls back to MX_CAM', async () => {
    const us = await query('regions.list', undefined, { 'cf-ipcountry': 'US' })
    expect(us.data.find((r: { isHighlighted: boolean }) => r.isHighlighted)?.id).toBe('US')
    const current = await query('regions.current', undefined, { 'cf-ipcountry': 'BR' })
    expect(current.data.region).toBe('BR')
    expect(current.headers.get('set-cookie')).toMatch(
      /^client_region=BR; Max-Age=2592000; Path=\/; SameSite=Lax/,
    )
    const unknown = await query('regions.current', undefined, { 'cf-ipcountry': 'ZZ' })
    expect(unknown.data.region).toBe('MX_CAM')
  })

  it('prefers a valid cookie and does not set it again', async () => {
    const result = await query('regions.current', undefined, {
      cookie: 'client_region=US',
      'cf-ipcountry': 'BR',
    })
    expect(result.data.region).toBe('US')
    expect(result.headers.get('set-cookie')).toBeNull()
  })
})

describe('mutations over HTTP', () => {
  const post = (headers: Record<string, string>) =>
    handleTrpcRequest(
      new Request('http://localhost/api/trpc/community.listPosts', { method: 'POST', headers, body: '{}' }),
    )

  it('refuses cross-site requests and non-JSON bodies', async () => {
    expect((await post({ 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(
      403,
    )
    expect((await post({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    )
    const site = new URL(env().PUBLIC_SITE_URL).origin
    expect((await post({ 'content-type': 'text/plain', origin: site })).status).toBe(415)
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
  })
})

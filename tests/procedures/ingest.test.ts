// The app → website contract (issue 26) through its real HTTP handler, on PGlite and PostgreSQL:
// signatures, bad batches, order and duplicates, and a takedown and an erasure reaching every
// read. On PostgreSQL it runs in a database of its own (the other files count the seeded
// posts); ids carry a per-run tag, so runs do not meet. The built server is exercised by
// tests/faults-long/ingest.test.ts (two workers, two servers, pull sync, timings).
import { createHmac, randomUUID } from 'node:crypto'
import { eq, inArray, or } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const SECRET = await vi.hoisted(async () => {
  const secret = 'ingest-test-secret-0123456789abcdefghij'
  process.env.INGEST_SECRET = secret
  process.env.INGEST_SECRET_PREVIOUS = 'ingest-test-previous-0123456789abcdefgh'
  // On PostgreSQL this file writes its own community into a database of its own.
  const { useOwnDatabase } = await import('../support/own-database')
  await useOwnDatabase('ingest')
  return secret
})
const PREVIOUS = 'ingest-test-previous-0123456789abcdefgh'

import { installCacheListeners } from '../../server/cache/listeners'
import { db, openDatabase } from '../../server/db/client'
import { authors, comments, gonePosts, ingestVersions, posts } from '../../server/db/schema'
import { slugHash } from '../../server/ingest/apply'
import { isGonePost } from '../../server/ingest/gone'
import { handleIngest } from '../../server/ingest/handler'
import { sitemapResponse } from '../../server/seo/handlers'
import { handleShareImage } from '../../server/share/images'
import { query } from '../support/trpc'

const tag = randomUUID().slice(0, 8)
const at = () => new Date().toISOString()
let n = 0
const eventId = () => `t-${tag}-${n++}`

function signed(
  body: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000))
  const signature =
    options.signature === undefined
      ? `v1=${createHmac('sha256', options.secret ?? SECRET)
          .update(`${timestamp}.${body}`)
          .digest('hex')}`
      : options.signature
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-nestwell-timestamp': timestamp,
  }
  if (signature !== null) headers['x-nestwell-signature'] = signature
  return new Request('http://localhost/api/ingest/events', { method: 'POST', headers, body })
}

async function send(events: unknown[], options?: Parameters<typeof signed>[1]) {
  const request = signed(JSON.stringify({ events }), options)
  const response = (await handleIngest(request, new URL(request.url)))!
  return { status: response.status, body: (await response.json()) as any }
}

// This run's own community: a group, three members (one an expert), two posts, comments.
const ids = {
  group: `t.group.${tag}`,
  alice: `t.member.alice.${tag}`,
  bob: `t.member.bob.${tag}`,
  doc: `t.member.doc.${tag}`,
  expert: `t.expert.${tag}`,
  postA: `t.post.a.${tag}`,
  postB: `t.post.b.${tag}`,
}
const slugs = {
  group: `ingest-group-${tag}`,
  expert: `ingest-expert-${tag}`,
  postA: `ingest-alpha-${tag}`,
  postB: `ingest-beta-${tag}`,
}
// A word search finds, and no seeded post has.
const word = `zephyrine${tag.replace(/\d/g, '')}`
const localized = (text: string) => ({ en: text, es: text, pt: text })

function community(version: number) {
  const member = (appId: string, name: string, role = 'user') => ({
    kind: 'member.upsert',
    id: eventId(),
    appId,
    version,
    occurredAt: at(),
    member: { name, avatarSeed: appId, role },
  })
  const post = (appId: string, slug: string, memberId: string, title: string) => ({
    kind: 'post.upsert',
    id: eventId(),
    appId,
    version,
    occurredAt: at(),
    post: {
      slug,
      locale: 'en',
      title,
      body: `A post about ${word} and the first weeks. Version ${version}.`,
      memberId,
      groupId: ids.group,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    },
  })
  const comment = (appId: string, postId: string, memberId: string, body: string) => ({
    kind: 'comment.upsert',
    id: eventId(),
    appId,
    version,
    occurredAt: at(),
    comment: { postId, memberId, body, createdAt: at() },
  })
  return [
    member(ids.alice, `Alice ${tag}`),
    member(ids.bob, `Bob ${tag}`),
    member(ids.doc, `Dr. Doc ${tag}`, 'expert'),
    {
      kind: 'group.upsert',
      id: eventId(),
      appId: ids.group,
      version,
      occurredAt: at(),
      group: {
        slug: slugs.group,
        stage: 'pregnant',
        visibility: 'public',
        name: localized(`Ingest group ${tag}`),
        description: localized('A group the ingest test writes.'),
        members: 3,
      },
    },
    {
      kind: 'expert.upsert',
      id: eventId(),
      appId: ids.expert,
      version,
      occurredAt: at(),
      expert: {
        slug: slugs.expert,
        memberId: ids.doc,
        name: `Dr. Doc ${tag}`,
        speciality: localized('Midwife'),
        bio: localized('Answers in the ingest test.'),
        credentials: localized('RM'),
        yearsOfPractice: 9,
      },
    },
    post(ids.postA, slugs.postA, ids.alice, `Alpha ${tag}`),
    post(ids.postB, slugs.postB, ids.bob, `Beta ${tag}`),
    comment(`t.comment.doc.${tag}`, ids.postA, ids.doc, `Expert answer ${tag}`),
    comment(`t.comment.bob.${tag}`, ids.postA, ids.bob, `Bob replies ${tag}`),
    comment(`t.comment.alice.${tag}`, ids.postB, ids.alice, `Alice replies ${tag}`),
  ]
}

async function surfaces(slug: string) {
  const [list, search, related, expert, sitemap, image] = await Promise.all([
    query('community.listPosts', { locale: 'en', group: slugs.group, limit: 30 }),
    query('community.search', { locale: 'en', q: word, limit: 30 }),
    query('community.getPost', { slug: slugs.postB, locale: 'en' }),
    query('community.getExpert', { slug: slugs.expert, locale: 'en' }),
    sitemapResponse().then((r) => r.text()),
    handleShareImage(new Request(`http://localhost/api/share/post/${slug}.png`), 'post', `${slug}.png`),
  ])
  const post = await query('community.getPost', { slug, locale: 'en' })
  return {
    page: post.status,
    list: list.data.items.some((p: { slug: string }) => p.slug === slug),
    search: search.data.items.some((p: { slug: string }) => p.slug === slug),
    related: (related.data?.related ?? []).some((p: { slug: string }) => p.slug === slug),
    answers: (expert.data?.answers ?? []).some((a: { post: { slug: string } }) => a.post.slug === slug),
    sitemap: sitemap.includes(`/community/posts/${slug}<`),
    image: image.status,
    gone: await isGonePost(slug),
  }
}

beforeAll(async () => {
  await openDatabase()
  installCacheListeners()
  const { status, body } = await send(community(1))
  expect(status, JSON.stringify(body)).toBe(200)
})

describe('authentication', () => {
  it('refuses a missing, wrong, expired or replayed signature with 401, and accepts the previous secret', async () => {
    const event = {
      kind: 'member.upsert',
      id: eventId(),
      appId: ids.alice,
      version: 2,
      occurredAt: at(),
      member: { name: `Alice ${tag}`, avatarSeed: null, role: 'user' },
    }
    expect((await send([event], { signature: null })).status).toBe(401)
    expect((await send([event], { signature: 'v1=00' })).body.reason).toBe('signature')
    expect((await send([event], { secret: 'x'.repeat(40) })).status).toBe(401)
    const expired = await send([event], { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect([expired.status, expired.body.reason]).toEqual([401, 'expired'])
    const future = await send([event], { timestamp: Math.floor(Date.now() / 1000) + 301 })
    expect(future.status).toBe(401)

    const body = JSON.stringify({ events: [event] })
    const first = signed(body, { secret: PREVIOUS })
    const again = new Request(first.url, { method: 'POST', headers: first.headers, body })
    expect((await handleIngest(first, new URL(first.url)))!.status).toBe(200)
    const replay = (await handleIngest(again, new URL(again.url)))!
    expect(replay.status).toBe(401)
    expect(((await replay.json()) as { reason: string }).reason).toBe('replayed')
  })
})

describe('bad batches', () => {
  it('answers 400 naming the event and field, applies the good events, never stores the bad', async () => {
    const good = {
      kind: 'member.upsert',
      id: eventId(),
      appId: `t.member.carol.${tag}`,
      version: 1,
      occurredAt: at(),
      member: { name: 'Carol', avatarSeed: null, role: 'user' },
    }
    const { status, body } = await send([
      good,
      {
        kind: 'post.upsert',
        id: eventId(),
        appId: `t.bad.${tag}`,
        version: 1,
        occurredAt: at(),
        post: { slug: 'Not A Slug' },
      },
      { kind: 'teleport', id: eventId() },
      { ...good, id: eventId(), appId: `t.member.nul.${tag}`, member: { ...good.member, name: 'Nul\u0000' } },
      {
        kind: 'post.upsert',
        id: eventId(),
        appId: `t.orphan.${tag}`,
        version: 1,
        occurredAt: at(),
        post: {
          slug: `orphan-${tag}`,
          locale: 'en',
          title: 'x',
          body: 'y',
          memberId: null,
          groupId: 'no.such.group',
          createdAt: at(),
        },
      },
    ])
    expect(status).toBe(400)
    expect(body.error).toBe('events[1].post.slug: lowercase words joined by -')
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ])
    expect(body.results[2]).toMatchObject({ field: 'events[2].kind', message: 'unknown kind' })
    expect(body.results[3].field).toBe('events[3].member.name')
    expect(body.results[4].field).toBe('events[4].post.groupId')
    const stored = await (await db())
      .select({ key: authors.key })
      .from(authors)
      .where(inArray(authors.key, [`t.member.carol.${tag}`, `t.member.nul.${tag}`]))
    expect(stored.map((a) => a.key)).toEqual([`t.member.carol.${tag}`])
    expect(
      await (await db())
        .select()
        .from(posts)
        .where(eq(posts.slug, `orphan-${tag}`)),
    ).toEqual([])
  })

  it('refuses what is not a batch (400), too many events and too many bytes (413)', async () => {
    const raw = async (body: string) => {
      const request = signed(body)
      return (await handleIngest(request, new URL(request.url)))!
    }
    expect((await raw('{"events": [')).status).toBe(400)
    const notArray = await raw('{"events": {}}')
    expect(notArray.status).toBe(400)
    expect(((await notArray.json()) as { error: string }).error).toMatch(/^events: /)
    expect((await raw(JSON.stringify({ events: Array.from({ length: 501 }, () => ({})) }))).status).toBe(413)
    expect((await raw(JSON.stringify({ events: ['x'.repeat(5 * 1024 * 1024)] }))).status).toBe(413)
  })
})

describe('order and duplicates', () => {
  it('ignores an older version after a newer one, and the same event twice', async () => {
    const edit = (version: number, title: string) => ({
      kind: 'post.upsert',
      id: eventId(),
      appId: ids.postB,
      version,
      occurredAt: at(),
      post: {
        slug: slugs.postB,
        locale: 'en',
        title,
        body: `Edited ${word}.`,
        memberId: ids.bob,
        groupId: ids.group,
        createdAt: at(),
      },
    })
    const newer = edit(5, `Beta v5 ${tag}`)
    expect((await send([newer])).body.results[0].status).toBe('applied')
    expect((await send([edit(3, `Beta v3 ${tag}`)])).body.results[0].status).toBe('stale')
    // Resent in another batch (the same signed request twice would be a replay: 401).
    const resent = await send([newer, { ...newer, id: eventId(), version: 4 }])
    expect(resent.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'stale'])
    const post = await query('community.getPost', { slug: slugs.postB, locale: 'en' })
    expect(post.data.title).toBe(`Beta v5 ${tag}`)
  })

  it('hides and shows a post on moderation, in version order', async () => {
    const moderation = (version: number, state: string) => ({
      kind: 'moderation',
      id: eventId(),
      appId: ids.postB,
      version,
      occurredAt: at(),
      target: 'post',
      state,
    })
    await send([moderation(7, 'hidden')])
    expect((await query('community.getPost', { slug: slugs.postB, locale: 'en' })).status).toBe(404)
    expect(await isGonePost(slugs.postB)).toBe(false)
    expect((await send([moderation(6, 'visible')])).body.results[0].status).toBe('stale')
    await send([moderation(8, 'visible')])
    expect((await query('community.getPost', { slug: slugs.postB, locale: 'en' })).status).toBe(200)
  })
})

describe('takedowns', () => {
  it('a removed post leaves every read: page (410), lists, search, related, answers, sitemap, share image', async () => {
    const before = await surfaces(slugs.postA)
    expect(before).toEqual({
      page: 200,
      list: true,
      search: true,
      related: true,
      answers: true,
      sitemap: true,
      image: 200,
      gone: false,
    })
    const { status } = await send([
      { kind: 'post.remove', id: eventId(), appId: ids.postA, version: 2, occurredAt: at() },
    ])
    expect(status).toBe(200)
    expect(await surfaces(slugs.postA)).toEqual({
      page: 404,
      list: false,
      search: false,
      related: false,
      answers: false,
      sitemap: false,
      image: 404,
      gone: true,
    })
    // Its comments went with it; an older upsert cannot bring it back.
    expect(
      await (await db())
        .select()
        .from(comments)
        .where(eq(comments.appId, `t.comment.doc.${tag}`)),
    ).toEqual([])
    const stale = community(1).find((e) => e.appId === ids.postA)!
    expect((await send([{ ...stale, id: eventId() }])).body.results[0].status).toBe('stale')
  })

  it("a member's erasure removes every post and comment of theirs and the member, for good", async () => {
    const { status } = await send([
      { kind: 'member.erase', id: eventId(), appId: ids.bob, version: 1, occurredAt: at() },
    ])
    expect(status).toBe(200)
    const database = await db()
    expect(await database.select().from(authors).where(eq(authors.key, ids.bob))).toEqual([])
    expect(await database.select().from(posts).where(eq(posts.appId, ids.postB))).toEqual([])
    expect(
      await database
        .select()
        .from(comments)
        .where(or(eq(comments.appId, `t.comment.bob.${tag}`), eq(comments.body, `Bob replies ${tag}`))),
    ).toEqual([])
    expect(
      await database
        .select()
        .from(gonePosts)
        .where(eq(gonePosts.slugHash, slugHash(slugs.postB))),
    ).toHaveLength(1)
    expect(await surfaces(slugs.postB)).toMatchObject({
      page: 404,
      list: false,
      search: false,
      sitemap: false,
      image: 404,
      gone: true,
    })
    // Nothing older brings the member back.
    const [version] = await database.select().from(ingestVersions).where(eq(ingestVersions.appId, ids.bob))
    expect(version!.removed).toBe(true)
    const back = community(99).find((e) => e.appId === ids.bob)!
    expect((await send([back])).body.results[0].status).toBe('stale')
  })
})

describe('switched off', () => {
  it('answers 404 when no secret is set', async () => {
    const saved = process.env.INGEST_SECRET
    delete process.env.INGEST_SECRET
    vi.resetModules()
    // The fresh module graph registers the metrics again in prom-client's one registry.
    ;(await import('prom-client')).register.clear()
    try {
      const fresh = await import('../../server/ingest/handler')
      const request = signed('{"events":[]}')
      expect((await fresh.handleIngest(request, new URL(request.url)))!.status).toBe(404)
    } finally {
      process.env.INGEST_SECRET = saved
    }
  })
})

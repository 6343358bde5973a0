// Posts of private groups live in the app only: no web read path may return one (issue 15).
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { groups as seedGroups } from '../../server/db/seed/data/groups'
import { experts as seedExperts } from '../../server/db/seed/data/experts'
import { seedContent } from '../../server/db/seed/seed'
import { sitemapResponse } from '../../server/seo/handlers'
import { query } from '../support/trpc'

const locales = ['en', 'es', 'pt'] as const
const privateGroups = seedGroups.filter((g) => g.visibility === 'private').map((g) => g.slug)
const allPosts = seedContent.flatMap((c) => c.posts.map((p) => ({ ...p, locale: c.locale })))
const privatePosts = allPosts.filter((p) => privateGroups.includes(p.groupSlug))
const publicPosts = allPosts.filter((p) => !privateGroups.includes(p.groupSlug))
const privateSlugs = new Set(privatePosts.map((p) => p.slug))

function expectNoPrivate(slugs: string[], where: string) {
  const leaked = slugs.filter((slug) => privateSlugs.has(slug))
  expect(leaked, where).toEqual([])
}

beforeAll(async () => {
  await openDatabase()
})

describe('private groups never reach the web', () => {
  it('the seed has private posts in every locale (so these tests check something)', () => {
    expect(privateGroups.length).toBeGreaterThan(0)
    for (const locale of locales)
      expect(privatePosts.filter((p) => p.locale === locale).length, locale).toBeGreaterThan(0)
  })

  it('listPosts: no page of any locale holds one, and a private group lists nothing', async () => {
    for (const locale of locales) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const { status, data } = await query('community.listPosts', { locale, cursor, limit: 30 })
        expect(status).toBe(200)
        seen.push(...data.items.map((i: { slug: string }) => i.slug))
        cursor = data.nextCursor
      } while (cursor)
      expectNoPrivate(seen, `listPosts ${locale}`)
      // Every public post is still listed.
      expect(seen.sort()).toEqual(
        publicPosts
          .filter((p) => p.locale === locale)
          .map((p) => p.slug)
          .sort(),
      )
      for (const group of privateGroups) {
        const { status, data } = await query('community.listPosts', { locale, group })
        expect(status).toBe(200)
        expect(data.items, `${locale} ${group}`).toEqual([])
        expect(data.nextCursor).toBeNull()
      }
    }
  })

  it('getPost: a private post is a 404 that tells nothing of it', async () => {
    for (const post of privatePosts) {
      const response = await query('community.getPost', { slug: post.slug, locale: post.locale })
      expect(response.status, post.slug).toBe(404)
      const text = JSON.stringify(response)
      if (post.title) expect(text).not.toContain(post.title)
      expect(text).not.toContain(post.body.slice(0, 40))
    }
  })

  it('related posts of every public post are public', async () => {
    for (const post of publicPosts) {
      const { status, data } = await query('community.getPost', { slug: post.slug, locale: post.locale })
      expect(status, post.slug).toBe(200)
      expect(data.group.visibility).toBe('public')
      expectNoPrivate(
        data.related.map((r: { slug: string }) => r.slug),
        `related of ${post.slug}`,
      )
    }
  })

  it('search: not even the words of a private post find it', async () => {
    const longWords = (text: string, count: number) =>
      text
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length > 5)
        .slice(0, count)
    for (const post of privatePosts) {
      const words = longWords(`${post.title} ${post.body}`, 6)
      // Search reads replies too (decision 035): theirs must not find the post either.
      const replyWords = post.comments
        .slice(0, 2)
        .map((c) => longWords(c.body, 3).join(' '))
        .filter(Boolean)
      for (const q of [...words, words.slice(0, 3).join(' '), ...replyWords]) {
        const { status, data } = await query('community.search', { locale: post.locale, q, limit: 30 })
        expect(status, q).toBe(200)
        expectNoPrivate(
          data.items.map((i: { slug: string }) => i.slug),
          `search ${post.locale} "${q}"`,
        )
      }
    }
    // ~300 searches: over 30 s on PGlite on a loaded 2-core machine.
  }, 120_000)

  it('expert pages: neither their posts nor their answers come from a private group', async () => {
    for (const expert of seedExperts) {
      for (const locale of locales) {
        const { status, data } = await query('community.getExpert', { slug: expert.slug, locale })
        expect(status).toBe(200)
        expectNoPrivate(
          data.posts.map((p: { slug: string }) => p.slug),
          `${expert.slug} posts`,
        )
        expectNoPrivate(
          data.answers.map((a: { post: { slug: string } }) => a.post.slug),
          `${expert.slug} answers`,
        )
        // No answer is the body of a comment on a private post either.
        const privateBodies = new Set(privatePosts.flatMap((p) => p.comments.map((c) => c.body)))
        for (const answer of data.answers) expect(privateBodies.has(answer.body)).toBe(false)
      }
    }
  })

  it('sitemap: lists public posts only', async () => {
    const xml = await (await sitemapResponse()).text()
    for (const post of privatePosts) expect(xml, post.slug).not.toContain(`/${post.slug}<`)
    const publicOne = publicPosts[0]!
    expect(xml).toContain(`/${publicOne.slug}<`)
  })
})

// Community safety: untrusted text stays inert, and parallel requests in two locales each hold
// only their own locale (community-interactions.spec.ts: pagination, the dialog, search).
import { cmsg, languageTags, paths, seed, trpcQuery, waitForHydration } from './community-helpers'
import { expect, msg, test, oneWidth } from './fixtures'
import { TEST_BASE_URL, TEST_INGEST_SECRET } from '../support/constants'
import { type CommentRef, addComment, removeComment } from '../support/ingest-comments'

test.describe('untrusted text', oneWidth, () => {
  test('comment bodies and author names are shown as text and never run', async ({ page }, testInfo) => {
    const post = seed.en.posts.at(-1)!
    const tag = testInfo.project.name
    const payloads = [
      `<script>window.__xss=1</script> ${tag}`,
      `<img src=x onerror="window.__xss=1"> ${tag}`,
      `</script><script>window.__xss=1</script> ${tag}`,
    ]
    const authorName = `<img src=x onerror="window.__xss=1"> author ${tag}`
    const created: CommentRef[] = []
    try {
      // As the app sends them: through the signed ingest door.
      for (const body of payloads) {
        const { response, ref } = await addComment(TEST_BASE_URL, TEST_INGEST_SECRET, {
          postSlug: post.slug,
          body,
          authorName,
        })
        expect(response.status).toBe(200)
        created.push(ref)
      }
      await page.goto(paths.post('en', post.slug))
      await waitForHydration(page)
      for (const body of payloads) {
        await expect(page.getByTestId('comment').getByText(body, { exact: true })).toBeVisible()
      }
      await expect(page.getByTestId('comment').getByText(authorName, { exact: true })).toHaveCount(
        payloads.length,
      )
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
      await expect(page.locator('main img[src="x"], main script')).toHaveCount(0)
      // The same text in the JSON-LD cannot close its script element.
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(ld.join('')).not.toContain('</script')
    } finally {
      for (const ref of created) {
        const response = await removeComment(TEST_BASE_URL, TEST_INGEST_SECRET, ref)
        expect(response.status).toBe(200)
      }
    }
  })

  test('the ingest door refuses an empty comment and one on an unknown post', async () => {
    const send = (postSlug: string, body: string) =>
      addComment(TEST_BASE_URL, TEST_INGEST_SECRET, { postSlug, body, authorName: 'a' })
    const post = seed.en.posts.at(-1)!
    expect((await send(post.slug, '')).response.status).toBe(400)
    const unknown = await send('no-such-post', 'b')
    expect(unknown.response.status).toBe(400)
    expect(((await unknown.response.json()) as { error: string }).error).toMatch(/unknown post/)
  })
})

test('parallel requests in two locales each hold only their own locale', oneWidth, async ({ request }) => {
  const pages = ['es', 'pt'] as const
  const firstSlugs = Object.fromEntries(
    await Promise.all(
      pages.map(async (l) => [
        l,
        (await trpcQuery(request, 'community.listPosts', { locale: l, limit: 12 })).items.map(
          (p: { slug: string }) => p.slug,
        ),
      ]),
    ),
  ) as Record<'es' | 'pt', string[]>
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) => {
      const locale = pages[i % 2]!
      // A distinct query string per request: each page is rendered, not served from the page cache.
      return request.get(`${paths.index(locale)}?n=${i}-${Date.now()}`).then(async (r) => ({
        locale,
        status: r.status(),
        cache: r.headers()['x-page-cache'],
        html: await r.text(),
      }))
    }),
  )
  for (const { locale, status, cache, html } of responses) {
    const other: 'es' | 'pt' = locale === 'es' ? 'pt' : 'es'
    expect(status).toBe(200)
    expect(cache ?? 'MISS').toBe('MISS')
    expect(html).toContain(`lang="${languageTags[locale]}"`)
    expect(html).toContain(msg(locale, 'page_community_heading', { siteName: 'Nestwell' }))
    expect(html).not.toContain(msg(other, 'page_community_heading', { siteName: 'Nestwell' }))
    expect(html).toContain(cmsg(locale, 'community_latest_heading'))
    expect(html).not.toContain(cmsg(other, 'community_latest_heading'))
    for (const slug of firstSlugs[locale]) expect(html).toContain(`href="${paths.post(locale, slug)}"`)
    for (const slug of firstSlugs[other]) expect(html).not.toContain(slug)
  }
})

// Share images (og:image of posts, experts and week pages) and the share control.
import en from '../../messages/tools/en.json' with { type: 'json' }
import es from '../../messages/tools/es.json' with { type: 'json' }
import { paths, privateSeed, seed, seedExperts, waitForHydration } from './community-helpers'
import { expect, test, oneWidth } from './fixtures'

const post = seed.en.posts[0]!
const expert = seedExperts[0]!

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

async function metaOf(html: string, key: string) {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return match?.[1]?.replace(/&amp;/g, '&')
}

for (const [name, pagePath] of [
  ['post', paths.post('es', post.slug)],
  ['expert', paths.expert('es', expert.slug)],
  ['week', '/es/embarazo/semana-12'],
] as const) {
  test(`a ${name} page has its own 1200×630 share image`, oneWidth, async ({ request }) => {
    const html = await (await request.get(pagePath)).text()
    const image = await metaOf(html, 'og:image')
    expect(image).toMatch(new RegExp(`/api/share/${name}/[a-z0-9-]+\\.png\\?locale=es$`))
    expect(await metaOf(html, 'og:image:width')).toBe('1200')
    expect(await metaOf(html, 'og:image:height')).toBe('630')
    expect(await metaOf(html, 'og:image:alt')).toBeTruthy()
    expect(await metaOf(html, 'twitter:card')).toBe('summary_large_image')
    expect(await metaOf(html, 'twitter:image')).toBe(image)

    const response = await request.get(new URL(image!).pathname + new URL(image!).search)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
    // The same image again comes from the cache, and an ETag answers 304.
    const again = await request.get(new URL(image!).pathname + new URL(image!).search, {
      headers: { 'if-none-match': response.headers().etag! },
    })
    expect(again.status()).toBe(304)
  })
}

test(
  'share images: private posts, unknown slugs and kinds are 404, a bad locale 400',
  oneWidth,
  async ({ request }) => {
    const privatePost = privateSeed.en.posts[0]!
    for (const url of [
      `/api/share/post/${privatePost.slug}.png`,
      '/api/share/post/no-such-post.png',
      '/api/share/expert/no-such-expert.png',
      `/api/share/group/${post.groupSlug}.png`,
      `/api/share/post/${post.slug}.svg`,
      '/api/share/post/..%2Fsecret.png',
      '/api/share/week/week-41.png',
      '/api/share/week/week-012.png',
      '/api/share/week/12.png',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
    expect((await request.get(`/api/share/post/${post.slug}.png?locale=fr`)).status()).toBe(400)
    expect((await request.get(`/api/share/post/${post.slug}.png?w=10`)).status()).toBe(400)
  },
)

test('the share control: a plain WhatsApp link from the server, then copy link', async ({
  page,
  request,
}) => {
  const pagePath = paths.post('es', post.slug)
  // The link shared is the post's canonical URL: the English post's English address.
  const canonical = `/community/posts/${post.slug}`
  // Before any script: the WhatsApp link is in the server's HTML.
  const html = await (await request.get(pagePath)).text()
  expect(html).toContain('https://wa.me/?text=')

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(pagePath)
  await waitForHydration(page)
  const share = page.getByTestId('share')
  await share.scrollIntoViewIfNeeded()
  const whatsapp = share.getByRole('link', { name: es.tools_share_whatsapp_label })
  const href = await whatsapp.getAttribute('href')
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
  const text = decodeURIComponent(href!.slice('https://wa.me/?text='.length))
  expect(text.startsWith(post.title)).toBe(true)
  expect(text).toMatch(new RegExp(` https?://[^ ]+${canonical}$`))

  await share.getByRole('button', { name: es.tools_share_copy }).click()
  await expect(share.getByRole('status')).toHaveText(es.tools_share_copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^https?://[^ ]+${canonical}$`),
  )
})

test('the share control uses the browser’s share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = []
    Object.assign(window, { __shares: calls })
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void calls.push(data) })
  })
  await page.goto(paths.expert('en', expert.slug))
  await waitForHydration(page)
  const share = page.getByTestId('share')
  await share.scrollIntoViewIfNeeded()
  await share.getByRole('button', { name: en.tools_share_title, exact: true }).click()
  await expect(share.getByRole('link')).toHaveCount(0)
  const calls = (await page.evaluate(
    () => (window as unknown as { __shares: unknown[] }).__shares,
  )) as Array<{
    title: string
    url: string
  }>
  expect(calls).toHaveLength(1)
  expect(calls[0]!.title).toContain(expert.name)
  expect(calls[0]!.url).toMatch(new RegExp(`/community/experts/${expert.slug}$`))
})

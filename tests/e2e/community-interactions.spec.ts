// Community behaviour: pagination without reload (and without refetching the server-rendered
// data), the download dialog and search (community-safety.spec.ts: untrusted text, locales).
import {
  cmsg,
  expectNoAxeViolations,
  fixturesFor,
  languageTags,
  paths,
  seed,
  trpcQuery,
  waitForHydration,
} from './community-helpers'
import { expect, locales, test, oneWidth } from './fixtures'
import { settled, swipe, wheel } from './gestures'
import { openOverlay } from './overlay'

const isTrpc = (url: string) => new URL(url).pathname.startsWith('/api/trpc')

test.describe('latest posts pagination', () => {
  test('the first page is in the server-rendered HTML', oneWidth, async ({ request }) => {
    const first = await trpcQuery(request, 'community.listPosts', { locale: 'es', limit: 12 })
    const html = await (await request.get(paths.index('es'))).text()
    for (const post of first.items) expect(html).toContain(`href="${paths.post('es', post.slug)}"`)
    expect(html).toContain(cmsg('es', 'community_load_more'))
  })

  test('no /api/trpc request after load until "Load more" (data-saver: no link prefetch)', async ({
    page,
    context,
  }) => {
    // A returning visitor: a new one asks for their region once (decision 031), not page data.
    await context.addCookies([{ name: 'client_region', value: 'EU', url: test.info().project.use.baseURL! }])
    // Data-saver mode turns off the prefetch of visible links (spec), so any request now
    // would be the page refetching what the server already sent.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} },
      }),
    )
    const calls: string[] = []
    page.on('request', (request) => {
      if (isTrpc(request.url())) calls.push(request.url())
    })
    await page.goto(paths.index('en'))
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await wheel(page, 2000)
    await settled(page)
    expect(calls).toEqual([])

    const firstTitles = await page.getByTestId('post-link').allTextContents()
    await page.getByTestId('load-more').click()
    // The web lists public posts only (20 per locale in the seed): the second page may be short.
    await expect(page.getByTestId('post-card')).toHaveCount(Math.min(24, seed.en.posts.length))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toContain('community.listPosts')
    // Appended, not replaced, and no full reload (the URL and the earlier cards stay).
    expect((await page.getByTestId('post-link').allTextContents()).slice(0, 12)).toEqual(firstTitles)
    await expect(page).toHaveURL(/\/community$/)
    // Focus moves to the first new post for keyboard users.
    await expect(page.getByTestId('post-link').nth(12)).toBeFocused()
  })

  test.describe('a page of posts that fails to arrive', () => {
    // The browser reports the aborted request; the page says what it does about it.
    test.use({ allowedConsoleErrors: /Failed to load resource/ })

    test('says so, and "Load more" asks again', oneWidth, async ({ page }) => {
      // Pages after the first only (a visible link's preload may ask for the first).
      let pagesAsked = 0
      await page.route(/\/api\/trpc\/.*community\.listPosts/, (route) =>
        decodeURIComponent(route.request().url()).includes('"cursor"') && pagesAsked++ === 0
          ? route.abort()
          : route.continue(),
      )
      await page.goto(paths.index('es'))
      await waitForHydration(page)
      const cards = page.getByTestId('post-card')
      await expect(cards).toHaveCount(12)
      await page.getByTestId('load-more').click()
      await expect(page.getByRole('alert')).toHaveText(cmsg('es', 'community_load_error'))
      await expect(cards).toHaveCount(12)
      await page.getByTestId('load-more').click()
      await expect(cards).toHaveCount(Math.min(24, seed.es.posts.length))
      await expect(page.getByRole('alert')).toHaveCount(0)
      expect(pagesAsked, 'the failed page, then the one asked again').toBe(2)
    })
  })

  test('with link prefetch on, the index still never refetches its own data', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (isTrpc(request.url())) calls.push(decodeURIComponent(request.url()))
    })
    await page.goto(paths.index('pt'))
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    // (A new visitor's region is asked once, for the footer: not the page's data.)
    const own = /community\.(listPosts|listExperts|listGroups)|site\.config/
    expect(calls.filter((url) => own.test(url))).toEqual([])
  })

  test(
    'a post link followed with the keyboard leaves focus on the post’s heading',
    oneWidth,
    async ({ page }) => {
      await page.goto(paths.index('es'))
      await waitForHydration(page)
      const link = page.getByTestId('post-link').first()
      const title = (await link.textContent())!.trim()
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('main h1')).toHaveText(title)
      // The link left with its page: focus goes where a full page load would start reading
      // (review m10), not to <body>. It is no stop of its own in the Tab order.
      await expect(page.locator('main h1')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.locator('main h1')).not.toBeFocused()
    },
  )

  test('"Load more" pages through every post to the end', oneWidth, async ({ page }) => {
    const total = seed.pt.posts.length
    await page.goto(paths.index('pt'))
    await waitForHydration(page)
    for (let shown = 12; shown < total; shown += 12) {
      await page.getByTestId('load-more').click()
      await expect(page.getByTestId('post-card')).toHaveCount(Math.min(shown + 12, total))
    }
    await expect(page.getByTestId('load-more')).toHaveCount(0)
    await expect(page.getByTestId('no-more-posts')).toHaveText(cmsg('pt', 'community_no_more'))
    const slugs = await page
      .getByTestId('post-link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')!.split('/').at(-1)))
    expect(new Set(slugs).size).toBe(total)
    expect([...slugs].sort()).toEqual(seed.pt.posts.map((p) => p.slug).sort())
  })
})

test.describe('download-the-app dialog', () => {
  for (const locale of locales) {
    test(`"add a comment" opens it, and it closes with Escape and outside click (${locale})`, async ({
      page,
      request,
    }, testInfo) => {
      const config = await trpcQuery(request, 'site.config', undefined)
      const slug = fixturesFor(locale).badges.slug
      await page.goto(paths.post(locale, slug))
      await waitForHydration(page)
      const button = page.getByTestId('add-comment')
      const dialog = page.getByTestId('get-app-dialog')
      await expect(dialog).toBeHidden()

      await openOverlay(page, dialog, button)
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
        cmsg(locale, 'community_dialog_title', { siteName: 'Nestwell' }),
      )
      await expect(dialog).toContainText(
        cmsg(locale, 'community_dialog_text_comment', { siteName: 'Nestwell' }),
      )
      const stores = dialog.getByTestId('store-badges').getByRole('link')
      await expect(stores.nth(0)).toHaveAttribute('href', config.appStoreUrl)
      await expect(stores.nth(1)).toHaveAttribute('href', config.playStoreUrl)
      await expect(stores.first()).toBeVisible()
      const qr = dialog.getByTestId('get-app-qr')
      if (testInfo.project.name === 'desktop') {
        await expect(qr).toBeVisible()
        const qrImage = qr.locator('img')
        await expect(qrImage).toHaveAttribute(
          'alt',
          cmsg(locale, 'community_dialog_qr_alt', { siteName: 'Nestwell' }),
        )
        await expect
          .poll(() => qrImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
      } else {
        await expect(qr).toBeHidden()
      }
      await expectNoAxeViolations(page)

      // The focus stays inside while it is open.
      // The focus never reaches the inert page behind: Tab cycles through the dialog (and,
      // natively, the browser's own controls), and comes back inside.
      const places: string[] = []
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab')
        places.push(
          await page.evaluate(() => {
            const active = document.activeElement
            if (!active || active === document.body) return 'outside-document'
            return active.closest('dialog') ? 'dialog' : `page:${active.tagName}`
          }),
        )
      }
      expect(places.filter((p) => p.startsWith('page:'))).toEqual([])
      expect(places.filter((p) => p === 'dialog').length).toBeGreaterThanOrEqual(4)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()

      await button.click()
      await expect(dialog).toBeVisible()
      // Outside the panel: the top-left corner is backdrop at both widths.
      await page.mouse.click(4, 4)
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
      // Page scrolling is given back.
      await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('')

      // The close button closes it too.
      await button.click()
      await dialog.getByTestId('get-app-close').click()
      await expect(dialog).toBeHidden()
    })
  }

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true })

    test('a downward swipe closes it; a small drag does not', async ({ page }) => {
      await page.goto(paths.index('es'))
      await waitForHydration(page)
      await page.getByTestId('join-in-app').click()
      const dialog = page.getByTestId('get-app-dialog')
      await expect(dialog).toBeVisible()
      const box = (await dialog.locator(':scope > div').boundingBox())!
      const from = { x: box.x + box.width / 2, y: box.y + 30 }
      await swipe(page, from, 4, 400)
      await expect(dialog).toBeVisible()
      await swipe(page, from, 400, 50)
      await expect(dialog).toBeHidden()
    })
  })

  test('the QR code encodes the configured download link and is an SVG', oneWidth, async ({ request }) => {
    const response = await request.get('/api/qr.svg')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect(svg).not.toContain('<script')
  })
})

test.describe('search', () => {
  for (const locale of locales) {
    test(
      `the community search box finds posts and highlights matches (${locale})`,
      oneWidth,
      async ({ page }) => {
        const word = cmsg(locale, 'community_search_suggestion_1')
        await page.goto(paths.index(locale))
        await waitForHydration(page)
        const box = page.getByRole('searchbox', { name: cmsg(locale, 'community_search_label') })
        await box.fill(word)
        await box.press('Enter')
        await expect(page).toHaveURL(
          (url) => url.pathname === paths.search(locale) && url.searchParams.get('q') === word,
        )
        await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
        const results = page.getByTestId('search-result')
        await expect(results.first()).toBeVisible()
        const count = await results.count()
        await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
          count === 1
            ? cmsg(locale, 'community_search_results_one', { query: word })
            : cmsg(locale, 'community_search_results_other', { count: String(count), query: word }),
        )
        await expect(page.locator('[data-testid="search-result"] mark').first()).toBeVisible()
        // No marker characters leak into the page.
        const text = (await page.locator('main').textContent()) ?? ''
        expect(text.includes('\u0002') || text.includes('\u0003')).toBe(false)
        // Results link to posts in this locale's words.
        const href = await results.first().getByRole('link').first().getAttribute('href')
        expect(href).toMatch(new RegExp(`^${paths.post(locale, '')}`))
        await expect(page.getByRole('searchbox')).toHaveValue(word)
        await expectNoAxeViolations(page)
      },
    )

    test(`search has an empty state and a no-results state (${locale})`, oneWidth, async ({ page }) => {
      await page.goto(paths.search(locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        cmsg(locale, 'community_search_heading'),
      )
      await expect(page.getByTestId('search-empty')).toContainText(
        cmsg(locale, 'community_search_empty_title'),
      )
      await expectNoAxeViolations(page)
      await page
        .getByRole('link', { name: cmsg(locale, 'community_search_suggestion_2'), exact: true })
        .click()
      await expect(page.getByTestId('search-result').first()).toBeVisible()

      const nonsense = 'zqxjvw <b>kplm</b>'
      await page.goto(`${paths.search(locale)}?q=${encodeURIComponent(nonsense)}`)
      await expect(page.getByTestId('search-no-results')).toContainText(
        cmsg(locale, 'community_search_none_title', { query: nonsense }),
      )
      await expect(page.locator('main b')).toHaveCount(0)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expectNoAxeViolations(page)
    })
  }

  test(
    'the search page answers under every locale prefix and ignores a bad query',
    oneWidth,
    async ({ request }) => {
      for (const locale of locales) {
        const long = await request.get(`${paths.search(locale)}?q=${'a'.repeat(500)}`)
        expect(long.status()).toBe(200)
        const odd = await request.get(`${paths.search(locale)}?q[]=1&q=`)
        expect(odd.status()).toBe(200)
      }
    },
  )
})

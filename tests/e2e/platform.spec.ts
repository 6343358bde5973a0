// Platform behaviours: consent and analytics (platform-loading.spec.ts: prefetch, build
// updates, chunk recovery, the image endpoint, start-up validation).
import { axe } from './a11y'
import type { BrowserContext, Page } from '@playwright/test'
import enPlatform from '../../messages/platform/en.json' with { type: 'json' }
import esPlatform from '../../messages/platform/es.json' with { type: 'json' }
import ptPlatform from '../../messages/platform/pt.json' with { type: 'json' }
import { clickFooterLink, clickInFooter, hydrated, markDocument, sameDocument } from './platform-helpers'
import { type Locale, answeredConsent, expect, locales, prefix, test, oneWidth } from './fixtures'
import { settled } from './gestures'
import { pathsOf } from '../support/routes'

const platformMessages: Record<Locale, Record<string, string>> = {
  en: enPlatform,
  es: esPlatform,
  pt: ptPlatform,
}
const communityPath = pathsOf('/community')
const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\//

/** Records every request to the tag manager's host and answers with an empty script (no internet here). */
async function recordTagManager(context: BrowserContext): Promise<string[]> {
  const requests: string[] = []
  await context.route(TAG_MANAGER, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
  })
  return requests
}

interface View {
  event: string
  page_path: string
  locale: string
}
function pageViews(page: Page): Promise<View[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => !('length' in entry) && (entry as { event?: unknown }).event === 'content-view')
      .map((entry) => ({ ...(entry as unknown as View) })),
  )
}
/** gtag() calls in the data layer, as plain arrays: ['consent', 'default', {...}]. */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as IArguments)),
  )
}

async function grantConsent(context: BrowserContext) {
  await answeredConsent(context, 'granted')
}

test.describe('consent and analytics', () => {
  test('the answer is announced, then leaves the status region', oneWidth, async ({ page }) => {
    await page.goto('/es')
    await hydrated(page)
    await page.getByTestId('consent-refuse').click()
    const status = page.getByTestId('consent-status')
    await expect(status).toHaveText(esPlatform.platform_consent_saved_denied)
    // Not read again with the page's next status (review p6): gone once it has been read out.
    await expect(status).toHaveText('', { timeout: 10_000 })
  })

  test(
    'nothing reaches the tag manager before consent; then one page view per navigation',
    oneWidth,
    async ({ page, context }) => {
      const tagManager = await recordTagManager(context)
      await page.goto('/')
      await hydrated(page)
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(tagManager).toEqual([])
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0)
      expect(await pageViews(page)).toEqual([])
      // Consent Mode defaults are in place before anything could load.
      expect(await gtagCalls(page)).toContainEqual([
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ])

      await page.getByTestId('consent-accept').click()
      await expect(banner).toBeHidden()
      await expect.poll(() => tagManager).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-NW4K7PQ'])
      expect(await gtagCalls(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }])
      const cookie = (await context.cookies()).find((c) => c.name === 'nw_consent')
      expect(cookie?.value).toBe('granted')
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400)
      await expect
        .poll(() => pageViews(page))
        .toEqual([{ event: 'content-view', page_path: '/', locale: 'en' }])

      await markDocument(page)
      await clickFooterLink(page, '/terms-of-use')
      await expect(page).toHaveURL(/\/terms-of-use$/)
      await expect.poll(async () => (await pageViews(page)).length).toBe(2)
      await clickFooterLink(page, '/privacy-policy')
      await expect(page).toHaveURL(/\/privacy-policy$/)
      await expect.poll(async () => (await pageViews(page)).length).toBe(3)
      await page.goBack()
      await expect(page).toHaveURL(/\/terms-of-use$/)
      await expect.poll(async () => (await pageViews(page)).length).toBe(4)
      await settled(page)
      expect((await pageViews(page)).map((view) => view.page_path)).toEqual([
        '/',
        '/terms-of-use',
        '/privacy-policy',
        '/terms-of-use',
      ])
      expect(await sameDocument(page), 'the navigations were client-side').toBe(true)
      expect(tagManager, 'the tag manager loads once').toHaveLength(1)
    },
  )

  test(
    'a page view carries the route template and the locale, never the content',
    oneWidth,
    async ({ page, context }) => {
      const tagManager = await recordTagManager(context)
      await grantConsent(context)
      const list = await page.request.get(
        `/api/trpc/community.listPosts?input=${encodeURIComponent(JSON.stringify({ locale: 'es' }))}`,
      )
      const post = (
        (await list.json()) as { result: { data: { items: Array<{ slug: string; title: string }> } } }
      ).result.data.items[0]!
      await page.goto(`/es/comunidad/publicaciones/${post.slug}`)
      await expect
        .poll(() => pageViews(page))
        .toEqual([{ event: 'content-view', page_path: '/community/posts/$slug', locale: 'es' }])
      const everything = await page.evaluate(() =>
        JSON.stringify(
          (window.dataLayer ?? []).map((entry) =>
            'length' in entry ? Array.from(entry as IArguments) : entry,
          ),
        ),
      )
      expect(everything).not.toContain(post.slug)
      expect(everything).not.toContain(post.title)
      expect(tagManager).toHaveLength(1)
      // A returning visitor who has chosen gets no banner, not even for a moment.
      await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    },
  )

  test(
    'refusing keeps the tag manager away, is remembered, and can be changed from the footer',
    oneWidth,
    async ({ page, context }) => {
      const tagManager = await recordTagManager(context)
      await page.goto('/pt')
      await hydrated(page)
      const banner = page.getByTestId('consent-banner')
      await expect(banner.getByRole('heading')).toHaveText(ptPlatform.platform_consent_title)
      await page.getByTestId('consent-refuse').click()
      await expect(banner).toBeHidden()
      expect((await context.cookies()).find((c) => c.name === 'nw_consent')?.value).toBe('denied')

      // The page is the same for everyone (decision 031): the head script marks the choice, CSS
      // hides the server's banner, and hydration drops it.
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'denied')
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      await expect(banner).toHaveCount(0)
      expect(tagManager).toEqual([])
      expect(await pageViews(page)).toEqual([])

      // "Cookie settings" in the footer opens the banner again, focused, and the answer can change.
      await clickInFooter(page, page.getByTestId('cookie-settings'))
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('heading')).toBeFocused()
      await page.getByTestId('consent-accept').click()
      await expect(banner).toBeHidden()
      await expect(page.getByTestId('cookie-settings')).toBeFocused()
      await expect.poll(() => tagManager.length).toBe(1)
      await expect
        .poll(() => pageViews(page))
        .toEqual([{ event: 'content-view', page_path: '/', locale: 'pt' }])
    },
  )

  for (const locale of locales) {
    test(`the banner speaks ${locale}, links the cookie policy and offers two equal buttons`, async ({
      page,
      context,
    }) => {
      await recordTagManager(context)
      await page.goto(communityPath[locale])
      const messages = platformMessages[locale]
      const banner = page.getByTestId('consent-banner')
      await expect(banner.getByRole('heading')).toHaveText(messages.platform_consent_title!)
      const policy = banner.getByRole('link', { name: messages.platform_consent_policy_link })
      await expect(policy).toHaveAttribute('href', `${prefix(locale)}/cookie-policy`)
      const accept = banner.getByRole('button', { name: messages.platform_consent_accept })
      const refuse = banner.getByRole('button', { name: messages.platform_consent_refuse })
      const [a, r] = [await accept.boundingBox(), await refuse.boundingBox()]
      expect(Math.abs(a!.width - r!.width)).toBeLessThan(2)
      expect(Math.abs(a!.height - r!.height)).toBeLessThan(2)
      expect(a!.height).toBeGreaterThanOrEqual(44)
      expect(await accept.getAttribute('class')).toBe(await refuse.getAttribute('class'))
      await expect(page.getByTestId('cookie-settings')).toHaveText(messages.platform_cookie_settings!)
      const results = await axe(page)
        .include('[data-testid="consent-banner"]')
        .include('[data-testid="cookie-settings"]')
        .analyze()
      expect(results.violations).toEqual([])
    })
  }
})

/** A connection that reports what the test says, and can change while the page is open. */

// Code a first load does not need: drawings stay server HTML, sections hydrate near the
// viewport, and the partner forms load when a visitor reaches for them.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Collects the body of every script the page downloads. */
function recordScripts(page: Page) {
  const bodies: string[] = []
  const waiters: { text: string; resolve: () => void }[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const body = await response.text().catch(() => '')
    bodies.push(body)
    for (const waiter of waiters) if (body.includes(waiter.text)) waiter.resolve()
  })
  const anyContains = (text: string) => bodies.some((body) => body.includes(text))
  return {
    anyContains,
    count: () => bodies.length,
    /** Settles when a script with this text has arrived: an event, bounded only by the test's limit. */
    arrived: (text: string) =>
      new Promise<void>((resolve) => {
        if (anyContains(text)) resolve()
        else waiters.push({ text, resolve })
      }),
  }
}

// The phone mock-ups draw a status bar clock; no other code has this string.
const mockupMarker = '9:41'

/** Whether React has hydrated (taken over) the first element the locator matches. */
const hydratedByReact = (locator: Locator) =>
  locator.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))

/**
 * Waits until React owns the first element matching `selector` (and holding `text`), checked at
 * every frame with no clock of its own: only the test's time limit bounds it, as a chunk can
 * arrive late on a busy machine.
 */
const reactOwns = (page: Page, selector: string, text = '') =>
  page.waitForFunction(
    ([selector, text]) => {
      const element = [...document.querySelectorAll(selector)].find((e) => e.textContent?.includes(text))
      return element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    },
    [selector, text] as const,
    { polling: 'raf' },
  )

test('home: the hero and the mock-ups stay server HTML on a first load and render after a client navigation', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  const clock = page.locator('main svg text', { hasText: mockupMarker })
  await expect(clock.first()).toBeAttached()
  await reactOwns(page, 'header a')
  // The hero has headings, words and links to the stores: nothing that needs React.
  expect(await hydratedByReact(page.locator('h1'))).toBe(false)
  expect(await hydratedByReact(page.getByTestId('store-badges'))).toBe(false)
  expect(await hydratedByReact(clock)).toBe(false)
  expect(scripts.count()).toBeGreaterThan(3)
  expect(scripts.anyContains(mockupMarker)).toBe(false)

  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  // A link further down hydrates once its section nears the viewport, then navigates in place.
  const communityLink = page.locator('main a[href="/community"]').first()
  await communityLink.scrollIntoViewIfNeeded()
  await reactOwns(page, 'main a[href="/community"]')
  expect(await hydratedByReact(communityLink)).toBe(true)
  await communityLink.click()
  await expect(page).toHaveURL(/\/community$/)
  // The URL changes before the page does: going back while the community page is still loading
  // cancels that navigation, and the home page, never left, keeps its server HTML.
  await expect(page.getByTestId('latest-posts')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  // The mock-ups' chunk may still be arriving on a busy machine: React draws them when it has.
  await reactOwns(page, 'main svg text', mockupMarker)
  expect(await hydratedByReact(clock)).toBe(true)
  expect(await hydratedByReact(page.locator('h1'))).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(scripts.anyContains(mockupMarker)).toBe(true)
})

test('partner: the form code loads when a visitor reaches for a call to action, not with the page', async ({
  page,
}) => {
  const formLabel = 'Preferred date and time'
  const scripts = recordScripts(page)
  await page.goto('/partner-with-us', { waitUntil: 'networkidle' })
  expect(scripts.count()).toBeGreaterThan(3)
  expect(scripts.anyContains(formLabel)).toBe(false)

  // Focus reaches for the code only once React has attached the handlers.
  await reactOwns(page, '[data-testid="open-book-call"]')
  await page.getByTestId('open-book-call').focus()
  await scripts.arrived(formLabel)
  expect(scripts.anyContains(formLabel)).toBe(true)
  await page.getByTestId('open-book-call').click()
  await expect(page.getByTestId('book-call-dialog').getByLabel(formLabel)).toBeVisible()
})

test('community: the download-the-app dialog loads when a visitor reaches for it, not with the page', async ({
  page,
}) => {
  // The dialog's close button: no other code has this test id.
  const dialogWords = 'get-app-close'
  const scripts = recordScripts(page)
  await page.goto('/community', { waitUntil: 'networkidle' })
  expect(scripts.count()).toBeGreaterThan(3)
  expect(scripts.anyContains(dialogWords)).toBe(false)

  // Focus reaches for the code only once React has attached the handlers.
  await reactOwns(page, '[data-testid="join-in-app"]')
  await page.getByTestId('join-in-app').focus()
  await scripts.arrived(dialogWords)
  expect(scripts.anyContains(dialogWords)).toBe(true)
  await page.getByTestId('join-in-app').click()
  await expect(page.getByTestId('get-app-dialog')).toBeVisible()
})

// No page loads TanStack Query's core (this message is in its Query class only; decision 051). On
// home, the header's visible links preload their routes soon after hydration, and the community
// index's loader fetches its data then: the sections React has not hydrated yet must keep their
// server HTML (a query provider whose value changed then once made React throw them away).
const queryCoreMarker = 'Missing queryFn'
// The community index's own chunk: its "Load more" button's test id is in no other code.
const communityIndexMarker = 'load-more'

test("home: the header's preloads, data included, leave the deferred sections in place and bring no query cache @one-width", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  const serverSections = main.split('<section').length - 1
  expect(serverSections).toBeGreaterThan(4)

  // The community index's loader, run by the header link's preload, asks for its data (in a
  // batch with the other visible links' loaders, in any order).
  const communityData = page.waitForResponse((response) =>
    /^\/api\/trpc\/.*community\.listPosts/.test(new URL(response.url()).pathname),
  )
  const scripts = recordScripts(page)
  await page.goto('/')
  await scripts.arrived(communityIndexMarker)
  await communityData
  await page.waitForLoadState('networkidle')
  await expect(page.locator('main section')).toHaveCount(serverSections)
  await expect(page.locator('main a[href="/community/benefits"]')).toHaveCount(1)
  expect(scripts.anyContains(queryCoreMarker)).toBe(false)
})

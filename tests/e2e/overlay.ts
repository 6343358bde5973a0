// Hit-testing for overlays (menus, dialogs, banners, floating tabs). axe cannot see an element
// painted under another one, so this asks the browser what is really on top: each visible
// interactive element of the overlay must be the topmost element at its centre
// (document.elementFromPoint), after scrolling it into view inside the overlay when the overlay
// scrolls. Opening an overlay must not move the page either (scrollY unchanged).
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'

/** The overlay's visible interactive elements that are covered (empty when all are on top). */
export async function coveredControls(overlay: Locator): Promise<{ checked: number; covered: string[] }> {
  return overlay.evaluate((root, selector) => {
    const label = (element: Element | null) => {
      if (!element) return 'nothing'
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const id = element.getAttribute('data-testid') ?? element.id
      return `<${element.tagName.toLowerCase()}${id ? ` ${id}` : ''}>${text ? ` "${text}"` : ''}`
    }
    const covered: string[] = []
    let checked = 0
    const pageX = window.scrollX
    const pageY = window.scrollY
    const elements = [...root.querySelectorAll<HTMLElement>(selector)]
    if (root.matches(selector)) elements.unshift(root as HTMLElement)
    for (const element of elements) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      if (element.closest('[aria-hidden="true"], [inert]')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      // Into view within the overlay's own scroller; the page itself is put back where it was.
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      window.scrollTo(pageX, pageY)
      // A link that wraps has a gap in its box: aim at its first line.
      const rect = element.getClientRects()[0] ?? element.getBoundingClientRect()
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      checked++
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        covered.push(`${label(element)} is outside the viewport at (${Math.round(x)}, ${Math.round(y)})`)
        continue
      }
      const hit = document.elementFromPoint(x, y)
      if (!hit || !(hit === element || element.contains(hit))) {
        covered.push(`${label(element)} is under ${label(hit)} at (${Math.round(x)}, ${Math.round(y)})`)
      }
    }
    return { checked, covered }
  }, INTERACTIVE)
}

/** Every visible control of the overlay is on top (and there is at least one). */
export async function expectOnTop(overlay: Locator) {
  await expect(overlay).toBeVisible()
  const { checked, covered } = await coveredControls(overlay)
  expect(checked, 'interactive elements checked in the overlay').toBeGreaterThan(0)
  expect(covered, 'overlay controls painted under something else').toEqual([])
}

/**
 * Waits until React has hydrated the element, so its handlers are attached: a click before that
 * is lost, and on a loaded machine a test can get there first. No clock of its own: only the
 * test's time limit bounds it.
 */
export async function hydrated(element: Locator) {
  await expect(async () => {
    const owned = await element.evaluate((e) => Object.keys(e).some((key) => key.startsWith('__react')))
    expect(owned, 'hydrated by React').toBe(true)
  }).toPass({ timeout: 0 })
}

/**
 * Clicks the trigger (or runs `open`), then checks that the overlay is visible and on top and that the page did not
 * move: scrollY is the same after opening (and a few frames later) as before.
 */
export async function openOverlay(page: Page, overlay: Locator, open: Locator | (() => Promise<void>)) {
  // A trigger is brought into view first: the click's own scrolling is not the overlay's doing.
  // A trial click scrolls as the real one would when something covers the trigger (the cookie
  // banner over a phone's lower half), so scrollY is read after that.
  if (typeof open !== 'function') {
    await open.scrollIntoViewIfNeeded()
    // After the scroll: a part deferred until it nears the viewport hydrates only then.
    await hydrated(open)
    await open.click({ trial: true })
  }
  const before = await page.evaluate(() => window.scrollY)
  await (typeof open === 'function' ? open() : open.click())
  await expect(overlay).toBeVisible()
  const after = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      ),
  )
  expect(after, 'scrollY after opening the overlay').toBe(before)
  await expectOnTop(overlay)
}

// Page helpers the platform specs share: same-document markers, hydration, footer clicks.
import type { Locator, Page } from '@playwright/test'
import { waitForHydration } from './community-helpers'

/** A marker that survives client-side navigations and disappears on a full page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as { __sameDocument?: boolean }).__sameDocument = true
  })
}
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true)

/** Waits until React has hydrated the page's header (links navigate client-side from then on). */
export const hydrated = (page: Page, selector = 'header') => waitForHydration(page, selector)

/** Clicks in the footer once it has hydrated (it does when it nears the viewport). */
export async function clickInFooter(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await hydrated(page, 'footer')
  await target.click()
}
export const clickFooterLink = (page: Page, href: string) =>
  clickInFooter(page, page.locator(`footer a[href="${href}"]`))

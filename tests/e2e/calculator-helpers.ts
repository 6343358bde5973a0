// What the calculator specs share: a fixed "today", dates relative to the real one, messages as
// patterns, and the record of every request a page makes while a visitor types.
import type { Page, Request } from '@playwright/test'
import { waitForHydration } from './community-helpers'
import { expect } from './fixtures'

/**
 * The known answers are for a visitor whose today is 20 January 2026: 2026-01-01 is a last period
 * 19 days ago, and the calculators answer only for dates that can be true today.
 */
export const knownToday = new Date('2026-01-20T12:00:00')
export async function openOnKnownDay(page: Page, url: string) {
  await page.clock.setFixedTime(knownToday)
  await page.goto(url)
  await waitForHydration(page)
}

const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
/** A message as a pattern: each {placeholder} is the text `fill` gives it, or anything. */
export function pattern(text: string, fill: Record<string, string> = {}): RegExp {
  const filled = literal(text).replace(/\{(\w+)\}/g, (_, name: string) =>
    name in fill ? literal(fill[name]!) : '.+',
  )
  return new RegExp(`^${filled}$`)
}

/** The calendar day `days` before today, where the browser is (the tests run on one machine). */
export function daysAgo(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() - days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/** No request carries the date in any usual writing, nor the cycle length as a parameter. */
export function expectNothingSent(requests: Request[], date: string, cycle: string, shown: string[]) {
  const [y, mo, d] = date.split('-')
  const forms = [
    date,
    `${y}${mo}${d}`,
    `${d}/${mo}/${y}`,
    `${mo}/${d}/${y}`,
    `${Number(mo)}/${Number(d)}/${y}`,
    ...shown,
  ]
  for (const request of requests) {
    const url = decodeURIComponent(request.url())
    const body = request.postData() ?? ''
    for (const form of forms) {
      expect(url, `request to ${url}`).not.toContain(form)
      expect(body, `body of ${url}`).not.toContain(form)
    }
    for (const value of new URL(request.url()).searchParams.values()) expect(value).not.toBe(cycle)
    expect(body).not.toMatch(new RegExp(`\\b${cycle}\\b`))
  }
}

import { isbot } from 'isbot'

// The spec's list (bot, lighthouse, facebookexternalhit, google) on top of isbot's patterns.
const specCrawlers = /bot|lighthouse|facebookexternalhit|google/i

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false
  return isbot(userAgent) || specCrawlers.test(userAgent)
}

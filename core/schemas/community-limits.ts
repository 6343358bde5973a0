// Limits and checks of the community inputs without zod: route loaders and search params use
// them, and those are part of every page's first load.
import { cleanLine } from './text.ts'

export const SLUG_MAX = 120
export const SEARCH_QUERY_MAX = 100
export const PAGE_SIZE_MAX = 30
export const DEFAULT_PAGE_SIZE = 12
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value)
}

/** ?q= is free text from the address bar: anything that is not a usable query means "no query". */
export function searchQueryParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return cleanLine(value).slice(0, SEARCH_QUERY_MAX).trim() || undefined
}

// Inputs of the community procedures, shared by the browser and the server.
import { z } from './zod.ts'
import { locales } from '../i18n/locales.ts'
import { cleanLine } from './text.ts'

import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
} from './community-limits.ts'

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX, SEARCH_QUERY_MAX, SLUG_MAX }

export const localeInput = z.enum(locales)
export const slugInput = z.string().min(1).max(SLUG_MAX).regex(SLUG_PATTERN, 'Invalid slug')

export const listPostsInput = z.object({
  locale: localeInput,
  // A cursor is base64url of a time and an id; community.ts checks what it holds.
  cursor: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/, 'Invalid cursor')
    .nullish(),
  group: slugInput.optional(),
  limit: z.number().int().min(1).max(PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
})

export const getBySlugInput = z.object({ slug: slugInput, locale: localeInput })
export const localeOnlyInput = z.object({ locale: localeInput })

export const searchInput = z.object({
  locale: localeInput,
  q: z.string().overwrite(cleanLine).min(1).max(SEARCH_QUERY_MAX),
  limit: z.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
})

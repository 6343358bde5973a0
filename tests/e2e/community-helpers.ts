// Helpers for the community browser tests: this feature's messages, localized paths, seed
// look-ups for the fallbacks, tRPC reads over HTTP, JSON-LD and accessibility checks.
import { axe } from './a11y'
import type { APIRequestContext, Page } from '@playwright/test'
import en from '../../messages/community/en.json' with { type: 'json' }
import es from '../../messages/community/es.json' with { type: 'json' }
import pt from '../../messages/community/pt.json' with { type: 'json' }
import { experts } from '../../server/db/seed/data/experts'
import { groups } from '../../server/db/seed/data/groups'
import { content as enPosts } from '../../server/db/seed/data/posts.en'
import { content as esPosts } from '../../server/db/seed/data/posts.es'
import { content as ptPosts } from '../../server/db/seed/data/posts.pt'
import type { SeedLocaleContent } from '../../server/db/seed/data/types'
import { messageReader } from '../support/messages'
import { type Locale, expect } from './fixtures'

/** A community message with its {placeholders} filled, as the page shows it. */
export const cmsg = messageReader<Locale>({ en, es, pt })

export const languageTags = { en: 'en-US', es: 'es-ES', pt: 'pt-PT' } as const

const words = {
  en: { community: '/community', benefits: 'benefits', search: 'search', posts: 'posts', experts: 'experts' },
  es: {
    community: '/es/comunidad',
    benefits: 'beneficios',
    search: 'buscar',
    posts: 'publicaciones',
    experts: 'expertos',
  },
  pt: {
    community: '/pt/comunidade',
    benefits: 'beneficios',
    search: 'pesquisar',
    posts: 'publicacoes',
    experts: 'especialistas',
  },
} as const

export const paths = {
  index: (l: Locale) => words[l].community,
  benefits: (l: Locale) => `${words[l].community}/${words[l].benefits}`,
  search: (l: Locale) => `${words[l].community}/${words[l].search}`,
  post: (l: Locale, slug: string) => `${words[l].community}/${words[l].posts}/${slug}`,
  expert: (l: Locale, slug: string) => `${words[l].community}/${words[l].experts}/${slug}`,
}

const privateGroups = new Set(groups.filter((g) => g.visibility === 'private').map((g) => g.slug))
const allSeed: Record<Locale, SeedLocaleContent> = { en: enPosts, es: esPosts, pt: ptPosts }
const onlyPosts = (keep: (groupSlug: string) => boolean) =>
  Object.fromEntries(
    Object.entries(allSeed).map(([locale, c]) => [
      locale,
      { ...c, posts: c.posts.filter((p) => keep(p.groupSlug)) },
    ]),
  ) as Record<Locale, SeedLocaleContent>

/** The seed as the web shows it: posts of private groups stay in the app (issue 15). */
export const seed = onlyPosts((group) => !privateGroups.has(group))
/** Posts of private groups, which the web never serves. */
export const privateSeed = onlyPosts((group) => privateGroups.has(group))
export const seedExperts = experts

export function authorOf(locale: Locale, key: string | null) {
  return key ? seed[locale].authors.find((a) => a.key === key) : undefined
}

/** Seed posts that exercise the fallbacks and the role badges, per content locale. */
export function fixturesFor(locale: Locale) {
  const posts = seed[locale].posts
  const role = (key: string) => (key.startsWith('expert:') ? 'expert' : authorOf(locale, key)?.role)
  return {
    untitled: posts.find((p) => p.title === '' && p.authorKey !== null)!,
    anonymous: posts.find((p) => p.authorKey === null)!,
    noAvatar: posts.find((p) => p.authorKey && authorOf(locale, p.authorKey)?.hasAvatar === false)!,
    badges: posts.find(
      (p) =>
        p.comments.some((c) => role(c.authorKey) === 'expert') &&
        p.comments.some((c) => role(c.authorKey) === 'moderator'),
    )!,
  }
}

export async function trpcQuery<T = any>(
  request: APIRequestContext,
  path: string,
  input: unknown,
): Promise<T> {
  const response = await request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { result: { data: T } }).result.data
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTags[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

export async function jsonLd(page: Page): Promise<Array<Record<string, any>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text))
}

/** Every BreadcrumbList in the page's JSON-LD, top-level or nested. */
export function breadcrumbsIn(data: unknown): Array<Record<string, any>> {
  const found: Array<Record<string, any>> = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (record['@type'] === 'BreadcrumbList') found.push(record as Record<string, any>)
      Object.values(record).forEach(visit)
    }
  }
  visit(data)
  return found
}

/** Waits until React has hydrated the element (the footer hydrates when it nears the viewport). */
export async function waitForHydration(page: Page, selector = 'main') {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector)
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'))
  }, selector)
}

export async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  )
  expect(summary, 'axe-core violations').toEqual([])
}

/** The get-app dialog is open, and Escape closes it. */
export async function expectGetAppDialogClosesWithEscape(page: Page) {
  const dialog = page.getByTestId('get-app-dialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

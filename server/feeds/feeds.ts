// The Atom feeds of each locale (decision 039): the community's newest public posts, read with
// the community list's own query (its visibility rule and its `community` key), and the health
// pages (pregnancy weeks, baby months) by their last review or correction.
import type { PostSummary } from '../../core/community/views.ts'
import { type Locale, languageTags } from '../../core/i18n/locales.ts'
import { type FeedSection, feedPath } from '../../core/i18n/paths.ts'
import type { WeekCorrection } from '../../core/pregnancy/views.ts'
import * as m from '../../core/paraglide/messages.js'
import { listPosts } from '../community/posts.ts'
import { listMonthRevisions } from '../baby/content.ts'
import { listWeekRevisions } from '../pregnancy/weeks.ts'
import { localizedPath } from '../seo/sitemap.ts'
import { type AtomEntry, type AtomFeed, tagUri } from './atom.ts'

/** How many posts the community feed carries: the newest, as the list's first pages show them. */
export const COMMUNITY_FEED_SIZE = 50
/** `updated` of a feed without entries (Atom requires one; a fixed value keeps the ETag stable). */
const NO_ENTRIES = '1970-01-01T00:00:00Z'

interface Site {
  siteUrl: string
  siteName: string
}

const day = (date: string) => `${date}T00:00:00Z`
const rfc3339 = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z')

export function communityEntry(site: Site, locale: Locale, post: PostSummary): AtomEntry {
  const expert = post.author.expertSlug
  return {
    id: tagUri(site.siteUrl, `community/post/${post.slug}`),
    title: post.title.trim() || m.community_untitled({}, { locale }),
    // A post has one canonical URL, in its content language.
    link: `${site.siteUrl}${localizedPath('/community/posts/$slug', post.locale, { slug: post.slug })}`,
    published: rfc3339(post.createdAt),
    updated: rfc3339(post.createdAt),
    author: post.author.name
      ? {
          name: post.author.name,
          uri: expert
            ? `${site.siteUrl}${localizedPath('/community/experts/$slug', locale, { slug: expert })}`
            : undefined,
        }
      : undefined,
    category: { term: post.group.slug, label: post.group.name },
    summary: post.excerpt,
  }
}

export function communityFeed(site: Site, locale: Locale, posts: PostSummary[]): AtomFeed {
  return {
    id: tagUri(site.siteUrl, `community/feed/${locale}`),
    lang: languageTags[locale],
    title: m.feed_community_title({ siteName: site.siteName }, { locale }),
    subtitle: m.community_index_description({}, { locale }),
    self: `${site.siteUrl}${feedPath('/community', locale)}`,
    alternate: `${site.siteUrl}${localizedPath('/community', locale)}`,
    author: { name: site.siteName, uri: `${site.siteUrl}${localizedPath('/', locale)}` },
    emptyUpdated: NO_ENTRIES,
    entries: posts.map((post) => communityEntry(site, locale, post)),
  }
}

/** A reviewed health page as its feed lists it: a pregnancy week or a baby month. */
export interface HealthRevision {
  /** The week or the month. */
  number: number
  title: string
  summary: string
  reviewedOn: string
  corrections: WeekCorrection[]
}

/** The health feeds: the section, its pages' route and the feed's words. */
export type HealthSection = Exclude<FeedSection, '/community'>
const healthSections = {
  '/pregnancy': {
    page: (n: number, locale: Locale) =>
      localizedPath('/pregnancy/week-{$week}', locale, { week: String(n) }),
    id: (n: number, locale: Locale) => `pregnancy/${locale}/week-${n}`,
    title: m.feed_health_title,
    subtitle: m.pregnancy_hub_description,
  },
  '/baby': {
    page: (n: number, locale: Locale) => localizedPath('/baby/month-{$month}', locale, { month: String(n) }),
    id: (n: number, locale: Locale) => `baby/${locale}/month-${n}`,
    title: m.feed_baby_title,
    subtitle: m.baby_hub_description,
  },
} as const satisfies Record<HealthSection, unknown>

/** A health page as an entry: updated on its review day, or on a later correction's, which it names. */
export function healthEntry(
  site: Site,
  locale: Locale,
  section: HealthSection,
  page: HealthRevision,
): AtomEntry {
  const correction = page.corrections.at(-1)
  const corrected = correction !== undefined && correction.date > page.reviewedOn
  return {
    id: tagUri(site.siteUrl, healthSections[section].id(page.number, locale)),
    title: page.title,
    link: `${site.siteUrl}${healthSections[section].page(page.number, locale)}`,
    // No `published`: the files record reviews and corrections, not when a page first appeared.
    updated: day(corrected ? correction.date : page.reviewedOn),
    summary: corrected
      ? `${page.summary} ${m.feed_health_correction({ text: correction.text }, { locale })}`
      : page.summary,
  }
}

export function healthFeed(
  site: Site,
  locale: Locale,
  section: HealthSection,
  pages: HealthRevision[],
): AtomFeed {
  const entries = pages
    .map((page) => healthEntry(site, locale, section, page))
    // Newest change first; pages changed the same day in page order.
    .map((entry, index) => ({ entry, number: pages[index]!.number }))
    .sort((a, b) => b.entry.updated.localeCompare(a.entry.updated) || a.number - b.number)
    .map(({ entry }) => entry)
  return {
    id: tagUri(site.siteUrl, `${section.slice(1)}/feed/${locale}`),
    lang: languageTags[locale],
    title: healthSections[section].title({ siteName: site.siteName }, { locale }),
    subtitle: healthSections[section].subtitle({}, { locale }),
    self: `${site.siteUrl}${feedPath(section, locale)}`,
    alternate: `${site.siteUrl}${localizedPath(section, locale)}`,
    author: { name: site.siteName, uri: `${site.siteUrl}${localizedPath('/', locale)}` },
    emptyUpdated: NO_ENTRIES,
    entries,
  }
}

/** The community feed of a locale, read as the community list reads (declares `community`). */
export async function readCommunityFeed(site: Site, locale: Locale): Promise<AtomFeed> {
  const { items } = await listPosts({ locale, limit: COMMUNITY_FEED_SIZE })
  return communityFeed(site, locale, items)
}

/** The pregnancy feed of a locale (declares every `week:<n>`, as the hub does). */
export async function readPregnancyFeed(site: Site, locale: Locale): Promise<AtomFeed> {
  const weeks = await listWeekRevisions(locale)
  return healthFeed(
    site,
    locale,
    '/pregnancy',
    weeks.map(({ week, ...page }) => ({ ...page, number: week })),
  )
}

/** The baby feed of a locale: the month files are bundled, so a deploy changes it. */
export async function readBabyFeed(site: Site, locale: Locale): Promise<AtomFeed> {
  const months = listMonthRevisions(locale)
  return healthFeed(
    site,
    locale,
    '/baby',
    months.map(({ month, ...page }) => ({ ...page, number: month })),
  )
}

// The two Atom feeds of each locale (decision 039): the community's newest public posts, read
// with the community list's own query (its visibility rule and its `community` key), and the
// pregnancy week pages by their last review or correction.
import type { PostSummary } from '../../core/community/views'
import { type Locale, languageTags } from '../../core/i18n/locales'
import { feedPath } from '../../core/i18n/paths'
import type { WeekCorrection } from '../../core/pregnancy/views'
import * as m from '../../core/paraglide/messages'
import { listPosts } from '../community/posts'
import { listWeekRevisions } from '../pregnancy/weeks'
import { localizedPath } from '../seo/sitemap'
import { type AtomEntry, type AtomFeed, tagUri } from './atom'

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

export interface WeekRevision {
  week: number
  title: string
  summary: string
  reviewedOn: string
  corrections: WeekCorrection[]
}

/** A week page as an entry: updated on its review day, or on a later correction's, which it names. */
export function healthEntry(site: Site, locale: Locale, page: WeekRevision): AtomEntry {
  const correction = page.corrections.at(-1)
  const corrected = correction !== undefined && correction.date > page.reviewedOn
  return {
    id: tagUri(site.siteUrl, `pregnancy/${locale}/week-${page.week}`),
    title: page.title,
    link: `${site.siteUrl}${localizedPath('/pregnancy/week-{$week}', locale, { week: String(page.week) })}`,
    // No `published`: the files record reviews and corrections, not when a page first appeared.
    updated: day(corrected ? correction.date : page.reviewedOn),
    summary: corrected
      ? `${page.summary} ${m.feed_health_correction({ text: correction.text }, { locale })}`
      : page.summary,
  }
}

export function healthFeed(site: Site, locale: Locale, pages: WeekRevision[]): AtomFeed {
  const entries = pages
    .map((page) => healthEntry(site, locale, page))
    // Newest change first; pages changed the same day in week order.
    .map((entry, index) => ({ entry, week: pages[index]!.week }))
    .sort((a, b) => b.entry.updated.localeCompare(a.entry.updated) || a.week - b.week)
    .map(({ entry }) => entry)
  return {
    id: tagUri(site.siteUrl, `pregnancy/feed/${locale}`),
    lang: languageTags[locale],
    title: m.feed_health_title({ siteName: site.siteName }, { locale }),
    subtitle: m.pregnancy_hub_description({}, { locale }),
    self: `${site.siteUrl}${feedPath('/pregnancy', locale)}`,
    alternate: `${site.siteUrl}${localizedPath('/pregnancy', locale)}`,
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

/** The health feed of a locale (declares every `week:<n>`, as the hub does). */
export async function readHealthFeed(site: Site, locale: Locale): Promise<AtomFeed> {
  return healthFeed(site, locale, await listWeekRevisions(locale))
}

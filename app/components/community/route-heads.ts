import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import type { PageSeo } from '~/lib/seo'
import type { RouterContext } from '~/routes/__root'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '@core/facts/share'
import { postTitle } from './format'
import { communityBreadcrumbs, discussionPage, profilePage } from './structured-data'

/** What a post's head reads of it. */
type PostForSeo = Parameters<typeof discussionPage>[1] & { excerpt: string }

/** The site's name and URL, as the root loader reads them (already in the query cache). */
async function site(context: RouterContext) {
  const config = await context.siteConfig()
  return { siteName: config.siteName, siteUrl: config.siteUrl }
}

export async function indexSeo(context: RouterContext): Promise<PageSeo> {
  const { siteUrl } = await site(context)
  return {
    title: m.page_community_title(),
    description: m.community_index_description(),
    jsonLd: [communityBreadcrumbs(siteUrl, currentLocale())],
  }
}

export async function benefitsSeo(context: RouterContext): Promise<PageSeo> {
  const { siteName, siteUrl } = await site(context)
  return {
    title: m.page_benefits_title(),
    description: m.community_benefits_description({ siteName }),
    jsonLd: [
      communityBreadcrumbs(siteUrl, currentLocale(), {
        name: m.page_benefits_title(),
        path: '/community/benefits',
      }),
    ],
  }
}

export async function searchSeo(context: RouterContext, q: string | undefined): Promise<PageSeo> {
  const { siteName } = await site(context)
  return {
    title: q ? m.community_search_results_title({ query: q }) : m.page_search_title(),
    description: m.community_search_description({ siteName }),
    // Result pages are for visitors, not for search engines' indexes.
    noindex: Boolean(q),
  }
}

export async function expertSeo(
  context: RouterContext,
  expert: Parameters<typeof profilePage>[2],
): Promise<PageSeo> {
  const { siteName, siteUrl } = await site(context)
  const locale = currentLocale()
  const name = `${expert.name}, ${expert.speciality}`
  return {
    title: name,
    description: m.community_expert_description({
      name: expert.name,
      speciality: expert.speciality,
      siteName,
    }),
    ogType: 'profile',
    image: shareImagePath('expert', expert.slug, locale),
    imageInfo: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: name },
    jsonLd: [
      profilePage(siteUrl, locale, expert),
      communityBreadcrumbs(siteUrl, locale, { name: expert.name, path: `/community/experts/${expert.slug}` }),
    ],
  }
}

export async function postSeo(context: RouterContext, post: PostForSeo): Promise<PageSeo> {
  const { siteName, siteUrl } = await site(context)
  const title = postTitle(post.title)
  const breadcrumb = communityBreadcrumbs(siteUrl, post.locale, {
    name: title,
    path: `/community/posts/${post.slug}`,
  })
  return {
    title,
    description: post.excerpt || m.community_post_description_fallback({ siteName }),
    canonicalLocale: post.locale,
    ogType: 'article',
    image: shareImagePath('post', post.slug, currentLocale()),
    imageInfo: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: title },
    jsonLd: [
      discussionPage(siteUrl, post, { anonymous: m.community_anonymous(), pageName: title }, breadcrumb),
    ],
  }
}

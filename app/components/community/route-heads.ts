import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import type { PageSeo } from '~/lib/seo'
import type { RouterContext } from '~/routes/__root'
import { communityBreadcrumbs } from './structured-data'

/** The site's name and URL, as the root loader reads them (already in the query cache). */
async function site(context: RouterContext) {
  const config = await context.queryClient.ensureQueryData(
    context.trpc.site.config.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  )
  return { siteName: config.siteName, siteUrl: config.siteUrl.replace(/\/$/, '') }
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

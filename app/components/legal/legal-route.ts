// What a legal route needs before its component loads: kept apart from the page component so
// the route tree (in every page's first load) does not carry the legal page.
import type { AnyRouteMatch } from '@tanstack/react-router'
import type { LegalSlug } from '@core/facts/legal'
import { pageHead } from '~/lib/seo'
import { currentLocale } from '@core/i18n/current-locale'
import type { RouterContext } from '~/routes/__root'

/** Documents change with a deploy, after which a navigation is a page load: kept while a page is open. */
export const keptWhilePageOpen = Number.POSITIVE_INFINITY

/** Loader of a legal route: the document itself (these pages carry no query cache), its head's words. */
export async function loadLegalDocument(context: RouterContext, slug: LegalSlug) {
  const document = await context.fetchOnce(
    context.trpc.legal.document.queryOptions({ slug, locale: currentLocale() }),
  )
  return { title: document.title, description: document.description, updated: document.updated, document }
}

export function legalHead(
  matches: AnyRouteMatch[],
  data: { title: string; description: string; updated: string } | undefined,
) {
  return pageHead(matches, {
    title: data?.title ?? '',
    description: data?.description,
    ogType: 'article',
  })
}

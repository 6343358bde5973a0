// What a policy route needs before its component loads (kept apart from the page component,
// like legal-route.ts): the document into the query cache, its title for the head.
import type { Locale } from '@core/i18n/locales'
import type { PolicySlug } from '@core/facts/policies'
import { getLocale } from '@core/paraglide/runtime'
import type { RouterContext } from '../../routes/__root'
import { infinite } from './legal-route'

export async function loadPolicyDocument(context: RouterContext, slug: PolicySlug) {
  const document = await context.queryClient.ensureQueryData(
    context.trpc.legal.policy.queryOptions({ slug, locale: getLocale() as Locale }, infinite),
  )
  return { title: document.title, description: document.description, updated: document.updated }
}

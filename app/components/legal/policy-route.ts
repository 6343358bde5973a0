import type { PolicySlug } from '@core/facts/policies'
import { currentLocale } from '@core/i18n/current-locale'
import type { RouterContext } from '~/routes/__root'
import { infinite } from './legal-route'

export async function loadPolicyDocument(context: RouterContext, slug: PolicySlug) {
  const document = await context.queryClient.ensureQueryData(
    context.trpc.legal.policy.queryOptions({ slug, locale: currentLocale() }, infinite),
  )
  return { title: document.title, description: document.description, updated: document.updated }
}

import type { PolicySlug } from '@core/facts/policies'
import { currentLocale } from '@core/i18n/current-locale'
import type { RouterContext } from '~/routes/__root'

export async function loadPolicyDocument(context: RouterContext, slug: PolicySlug) {
  const document = await context.fetchOnce(
    context.trpc.legal.policy.queryOptions({ slug, locale: currentLocale() }),
  )
  return { title: document.title, description: document.description, updated: document.updated, document }
}

import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import type { RouterContext } from '~/routes/__root'
import { breadcrumbList } from '~/lib/structured-data'
import { medicalWebPageAt } from '~/components/health/structured-data'

export async function loadCycle(context: RouterContext) {
  const locale = currentLocale()
  const [page, { siteUrl }] = await Promise.all([
    context.fetchOnce(context.trpc.cycle.hub.queryOptions({ locale })),
    context.siteConfig(),
  ])
  const breadcrumb = breadcrumbList(siteUrl, locale, [
    { name: m.nav_home(), path: '/' },
    { name: m.cycle_breadcrumb(), path: '/cycle' },
  ])
  return {
    page,
    seo: {
      title: page.title,
      description: page.summary,
      ogType: 'article' as const,
      jsonLd: [medicalWebPageAt(siteUrl, locale, '/cycle', page, { about: m.cycle_about() }, breadcrumb)],
    },
  }
}

import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import type { RouterContext } from '~/routes/__root'
import type { PageSeo } from '~/lib/seo'
import { breadcrumbList } from '~/lib/structured-data'
import { medicalWebPageAt } from '~/components/health/structured-data'
import { cycleOptions } from './queries'

export async function loadCycle(context: RouterContext): Promise<{ seo: PageSeo }> {
  const locale = currentLocale()
  const [page, { siteUrl }] = await Promise.all([
    context.queryClient.ensureQueryData(cycleOptions(context.trpc, locale)),
    context.siteConfig(),
  ])
  const breadcrumb = breadcrumbList(siteUrl, locale, [
    { name: m.nav_home(), path: '/' },
    { name: m.cycle_breadcrumb(), path: '/cycle' },
  ])
  return {
    seo: {
      title: page.title,
      description: page.summary,
      ogType: 'article',
      jsonLd: [medicalWebPageAt(siteUrl, locale, '/cycle', page, { about: m.cycle_about() }, breadcrumb)],
    },
  }
}

// The partner page's <head> words, computed by its loader, which imports this module on demand:
// the route tree that every page's first load carries holds none of it (decision 029).
import * as m from '@core/paraglide/messages'
import type { PageSeo } from '~/lib/seo'
import type { RouterContext } from '~/routes/__root'

export async function partnerSeo(context: RouterContext): Promise<PageSeo> {
  const config = await context.siteConfig()
  const description = m.partner_meta_description({ siteName: config.siteName })
  return {
    title: m.page_partner_title(),
    description,
    jsonLd: [{ '@type': 'WebPage', name: m.page_partner_title(), description }],
  }
}

// The deletion page's <head> words, computed by its loader, which imports this module on demand:
// the route tree that every page's first load carries holds none of it (decision 029).
import * as m from '@core/paraglide/messages'
import type { PageSeo } from '~/lib/seo'
import type { RouterContext } from '~/routes/__root'

export async function revocationSeo(context: RouterContext): Promise<PageSeo> {
  const config = await context.siteConfig()
  return {
    title: m.page_data_revocation_title(),
    description: m.forms_revocation_meta_description({ siteName: config.siteName }),
  }
}

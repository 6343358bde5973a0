// What the baby routes' loaders compute before their pages render: the content into the query
// cache and every word and JSON-LD object their <head> shows. The loaders import this module on
// demand, so the route tree that every page's first load carries holds none of it.
import { parseMonthParam } from '@core/baby/months'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { notFound } from '@tanstack/react-router'
import type { RouterContext } from '~/routes/__root'
import { breadcrumbList } from '~/lib/structured-data'
import { isTrpcNotFound } from '~/lib/trpc-errors'
import { medicalWebPageAt } from '~/components/health/structured-data'

const siteUrlOf = async (context: RouterContext) => (await context.siteConfig()).siteUrl

export async function loadBabyHub(context: RouterContext) {
  const locale = currentLocale()
  const [months, siteUrl] = await Promise.all([
    context.fetchOnce(context.trpc.baby.listMonths.queryOptions({ locale })),
    siteUrlOf(context),
  ])
  const title = m.baby_hub_title()
  return {
    months,
    seo: {
      title,
      description: m.baby_hub_description(),
      jsonLd: [
        breadcrumbList(siteUrl, locale, [
          { name: m.nav_home(), path: '/' },
          { name: title, path: '/baby' },
        ]),
      ],
    },
  }
}

/** The month page's head; 404 for anything but a month from 1 to 24 written plainly. */
export async function loadMonth(context: RouterContext, param: string) {
  const month = parseMonthParam(param)
  if (month === null) throw notFound()
  const locale = currentLocale()
  try {
    const [page, siteUrl] = await Promise.all([
      context.fetchOnce(context.trpc.baby.getMonth.queryOptions({ locale, month })),
      siteUrlOf(context),
    ])
    const path = `/baby/month-${month}`
    const breadcrumb = breadcrumbList(siteUrl, locale, [
      { name: m.nav_home(), path: '/' },
      { name: m.baby_hub_title(), path: '/baby' },
      { name: m.baby_month_label({ month: String(month) }), path },
    ])
    return {
      page,
      seo: {
        title: page.title,
        description: page.summary,
        ogType: 'article' as const,
        jsonLd: [medicalWebPageAt(siteUrl, locale, path, page, { about: m.baby_about() }, breadcrumb)],
      },
    }
  } catch (error) {
    if (isTrpcNotFound(error)) throw notFound()
    throw error
  }
}

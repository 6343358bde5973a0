// What the pregnancy routes' loaders compute before their pages render: the content the page
// shows (loader data: these pages carry no query cache) and every word and JSON-LD object their
// <head> shows. The loaders import this module on demand, so the route tree that every page's
// first load carries holds none of it.
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '@core/facts/share'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { parseWeekParam } from '@core/pregnancy/weeks'
import { notFound } from '@tanstack/react-router'
import type { RouterContext } from '~/routes/__root'
import { breadcrumbList } from '~/lib/structured-data'
import { isTrpcNotFound } from '~/lib/trpc-errors'
import { medicalWebPage } from '~/components/health/structured-data'

export async function loadHub(context: RouterContext) {
  const weeks = await context.fetchOnce(
    context.trpc.pregnancy.listWeeks.queryOptions({ locale: currentLocale() }),
  )
  const title = m.pregnancy_hub_title()
  return {
    weeks,
    seo: { title, description: m.pregnancy_hub_description() },
    trail: [
      { name: m.nav_home(), path: '/' },
      { name: title, path: '/pregnancy' },
    ],
  }
}

/** The week page's head; 404 for anything but a week from 1 to 40 written plainly. */
export async function loadWeek(context: RouterContext, param: string) {
  const week = parseWeekParam(param)
  if (week === null) throw notFound()
  const locale = currentLocale()
  try {
    const [page, { siteUrl }] = await Promise.all([
      context.fetchOnce(context.trpc.pregnancy.getWeek.queryOptions({ locale, week })),
      context.siteConfig(),
    ])
    const breadcrumb = breadcrumbList(siteUrl, locale, [
      { name: m.nav_home(), path: '/' },
      { name: m.pregnancy_hub_title(), path: '/pregnancy' },
      { name: m.pregnancy_week_label({ week: String(week) }), path: `/pregnancy/week-${week}` },
    ])
    return {
      page,
      seo: {
        title: page.title,
        description: page.summary,
        ogType: 'article' as const,
        image: shareImagePath('week', `week-${week}`, locale),
        imageInfo: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, alt: page.title },
        jsonLd: [medicalWebPage(siteUrl, locale, page, { about: m.pregnancy_about() }, breadcrumb)],
      },
    }
  } catch (error) {
    if (isTrpcNotFound(error)) throw notFound()
    throw error
  }
}

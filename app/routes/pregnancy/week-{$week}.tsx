import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'
import { createFileRoute } from '@tanstack/react-router'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { trimesterOf } from '@core/pregnancy/weeks'
import { trimesterNames } from '~/components/pregnancy/labels'
import { WeekAside, WeekPager, WeekSections } from '~/components/pregnancy/WeekSections'
import { DeferredShare } from '~/features/share/DeferredShare'
import { GuidePageBody, HealthPageHeader } from '~/components/health/HealthPage'
import { pageHead } from '~/lib/seo'

// `week-{$week}`: the number follows a fixed prefix in the segment (`semana-` in es and pt, by
// the table of localized paths). Anything but 1 to 40 written plainly is the ordinary 404.
export const Route = createFileRoute('/pregnancy/week-{$week}')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context, params }) =>
    (await import('~/components/pregnancy/route-data')).loadWeek(context, params.week),
  // Stored in the database like community content: the same fresh time (lib/stale-time.ts).
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

function Page() {
  const locale = currentLocale()
  const { page } = Route.useLoaderData()
  const weekLabel = m.pregnancy_week_label({ week: String(page.week) })

  return (
    <article data-testid="pregnancy-week" data-week={page.week}>
      <HealthPageHeader
        width="max-w-7xl"
        trail={[{ label: m.pregnancy_hub_title(), link: { to: '/pregnancy' } }, { label: weekLabel }]}
        eyebrow={m.pregnancy_week_eyebrow({
          week: String(page.week),
          trimester: trimesterNames[trimesterOf(page.week)](),
        })}
        page={page}
        locale={locale}
      >
        <div className="mt-6">
          <DeferredShare title={page.title} path={`/pregnancy/week-${page.week}`} locale={locale} />
        </div>
      </HealthPageHeader>

      <GuidePageBody
        page={page}
        locale={locale}
        sections={<WeekSections page={page} />}
        pager={<WeekPager page={page} />}
        aside={<WeekAside page={page} />}
      />
    </article>
  )
}

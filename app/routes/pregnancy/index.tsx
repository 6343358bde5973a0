import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'
import { Link, createFileRoute } from '@tanstack/react-router'
import * as m from '@core/paraglide/messages'
import { currentLocale } from '@core/i18n/current-locale'
import { trimesterWeeks } from '@core/pregnancy/weeks'
import { breadcrumbList } from '~/lib/structured-data'
import { trimesterNames } from '~/components/pregnancy/labels'
import { pageHead, rootData } from '~/lib/seo'
import { GuideCards } from '~/components/health/GuideNavigation'
import { GuideHubGroup, GuideHubHero } from '~/components/health/GuideHub'

export const Route = createFileRoute('/pregnancy/')({
  // The head's words come with the loader's chunk, not with the route tree.
  loader: async ({ context }) => (await import('~/components/pregnancy/route-data')).loadHub(context),
  // Stored in the database like community content: the same fresh time (lib/stale-time.ts).
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) =>
    loaderData
      ? pageHead(matches, {
          ...loaderData.seo,
          jsonLd: [breadcrumbList(rootData(matches).siteUrl, currentLocale(), loaderData.trail)],
        })
      : {},
  component: Page,
})

function Page() {
  const { weeks } = Route.useLoaderData()

  return (
    <div data-testid="pregnancy-hub">
      <GuideHubHero
        eyebrow={m.pregnancy_hub_eyebrow()}
        title={m.pregnancy_hub_title()}
        intro={m.pregnancy_hub_intro()}
        policyText={m.pregnancy_hub_policy_text()}
        aside={{
          id: 'due-date-title',
          title: m.pregnancy_hub_due_date_title(),
          text: m.pregnancy_hub_due_date_text(),
          path: '/tools/due-date',
          linkText: m.pregnancy_hub_due_date_link(),
          testId: 'due-date-link',
        }}
      />

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:px-6">
        {([1, 2, 3] as const).map((trimester) => {
          const [from, to] = trimesterWeeks[trimester]
          return (
            <GuideHubGroup
              key={trimester}
              id={`trimester-${trimester}`}
              heading={trimesterNames[trimester]()}
            >
              <p className="mt-1 text-slate-600">
                {m.pregnancy_trimester_weeks({ from: String(from), to: String(to) })}
              </p>
              <GuideCards
                entries={weeks
                  .filter((w) => w.week >= from && w.week <= to)
                  .map((w) => ({ number: w.week, title: w.title, summary: w.summary }))}
                labelOf={(week) => m.pregnancy_week_label({ week: String(week) })}
                testId="week-link"
                link={(week, props) => (
                  <Link to="/pregnancy/week-{$week}" params={{ week: String(week) }} {...props} />
                )}
              />
            </GuideHubGroup>
          )
        })}
      </div>
    </div>
  )
}

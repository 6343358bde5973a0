import { COMMUNITY_STALE_TIME } from '~/lib/stale-time'
import { Link, createFileRoute } from '@tanstack/react-router'
import { type BabyStage, stageMonths } from '@core/baby/months'
import * as m from '@core/paraglide/messages'
import { stageNames } from '~/components/baby/labels'
import { pageHead } from '~/lib/seo'
import { GuideCards } from '~/components/health/GuideNavigation'
import { GuideHubGroup, GuideHubHero } from '~/components/health/GuideHub'

export const Route = createFileRoute('/baby/')({
  // The head's words and JSON-LD come with the loader's chunk, not with the route tree.
  loader: async ({ context }) => (await import('~/components/baby/route-data')).loadBabyHub(context),
  // Stored in the database like community content: the same fresh time (lib/stale-time.ts).
  staleTime: COMMUNITY_STALE_TIME,
  head: ({ matches, loaderData }) => (loaderData ? pageHead(matches, loaderData.seo) : {}),
  component: Page,
})

const stages: BabyStage[] = ['first', 'second', 'toddler']

function Page() {
  const { months } = Route.useLoaderData()

  return (
    <div data-testid="baby-hub">
      <GuideHubHero
        eyebrow={m.baby_hub_eyebrow()}
        title={m.baby_hub_title()}
        intro={m.baby_hub_intro()}
        policyText={m.baby_hub_policy_text()}
        aside={{
          id: 'pregnancy-title',
          title: m.baby_due_date_title(),
          text: m.baby_due_date_text(),
          path: '/pregnancy',
          linkText: m.baby_due_date_link(),
          testId: 'pregnancy-link',
        }}
      />

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-6 sm:px-6">
        {stages.map((stage) => {
          const [from, to] = stageMonths[stage]
          return (
            <GuideHubGroup key={stage} id={`stage-${stage}`} heading={stageNames[stage]()}>
              <GuideCards
                entries={months
                  .filter((entry) => entry.month >= from && entry.month <= to)
                  .map((entry) => ({ number: entry.month, title: entry.title, summary: entry.summary }))}
                labelOf={(month) => m.baby_month_label({ month: String(month) })}
                testId="month-link"
                link={(month, props) => (
                  <Link to="/baby/month-{$month}" params={{ month: String(month) }} {...props} />
                )}
              />
            </GuideHubGroup>
          )
        })}
      </div>
    </div>
  )
}

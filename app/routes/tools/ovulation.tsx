import { createFileRoute } from '@tanstack/react-router'
import { OvulationCalculator } from '~/features/tools/OvulationCalculator'
import { ToolPage } from '~/features/tools/ToolPage'
import { pageHead } from '~/lib/seo'
import { localizedHref } from '@core/i18n/localized-href'
import * as m from '@core/paraglide/messages'

export const Route = createFileRoute('/tools/ovulation')({
  // The head's words come with the loader's chunk, not with the route tree every page loads.
  loader: async () => (await import('~/features/tools/head')).toolHead('ovulation'),
  head: ({ matches, loaderData }) =>
    loaderData ? pageHead(matches, { title: loaderData.title, description: loaderData.description }) : {},
  component: Page,
})

const linkClass =
  'font-semibold text-violet-800 underline decoration-violet-300 underline-offset-4 hover:decoration-violet-700'

function Page() {
  return (
    <ToolPage
      title={m.tools_ovulation_title()}
      intro={m.tools_ovulation_intro()}
      how={[m.tools_ovulation_how_1(), m.tools_ovulation_how_2(), m.tools_ovulation_how_3()]}
      appTitle={(siteName) => m.tools_ovulation_app_title({ siteName })}
      appText={m.tools_ovulation_app_text}
    >
      <OvulationCalculator />
      {/* The cycle hub is another page's route: a plain localized link, as the pregnancy hub's. */}
      <p className="text-lg">
        <a href={localizedHref('/cycle')} className={linkClass} data-testid="cycle-link">
          {m.cycle_ovulation_link()}
        </a>
      </p>
    </ToolPage>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { DueDateCalculator } from '~/features/tools/DueDateCalculator'
import { ToolPage } from '~/features/tools/ToolPage'
import { pageHead } from '~/lib/seo'
import * as m from '@core/paraglide/messages'

export const Route = createFileRoute('/tools/due-date')({
  // The head's words come with the loader's chunk, not with the route tree every page loads.
  loader: async () => (await import('~/features/tools/head')).toolHead('due-date'),
  head: ({ matches, loaderData }) =>
    loaderData ? pageHead(matches, { title: loaderData.title, description: loaderData.description }) : {},
  component: Page,
})

function Page() {
  return (
    <ToolPage
      title={m.tools_due_title()}
      intro={m.tools_due_intro()}
      how={[
        m.tools_due_how_period(),
        m.tools_due_how_conception(),
        m.tools_due_how_transfer(),
        m.tools_due_how_weeks(),
      ]}
      appTitle={(siteName) => m.tools_due_app_title({ siteName })}
    >
      <DueDateCalculator />
    </ToolPage>
  )
}

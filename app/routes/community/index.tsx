import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../../components/layout/PageHeading'
import { pageHead } from '../../lib/seo'
import { useSiteName } from '../../lib/use-site'
import * as m from '../../paraglide/messages'

export const Route = createFileRoute('/community/')({
  head: ({ matches }) => pageHead(matches, { title: m.page_community_title() }),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeading title={m.page_community_heading({ siteName: useSiteName() })} />
      <ComingSoon text={m.page_coming_soon()} />
    </>
  )
}

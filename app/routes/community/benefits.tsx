import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../../components/layout/PageHeading'
import { pageHead } from '../../lib/seo'
import * as m from '../../paraglide/messages'

export const Route = createFileRoute('/community/benefits')({
  head: ({ matches }) => pageHead(matches, { title: m.page_benefits_title() }),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeading title={m.page_benefits_heading()} />
      <ComingSoon text={m.page_coming_soon()} />
    </>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../components/layout/PageHeading'
import { pageHead } from '../lib/seo'
import * as m from '../paraglide/messages'

export const Route = createFileRoute('/partner-with-us')({
  head: ({ matches }) => pageHead(matches, { title: m.page_partner_title() }),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeading title={m.page_partner_heading()} />
      <ComingSoon text={m.page_coming_soon()} />
    </>
  )
}

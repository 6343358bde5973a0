import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../components/layout/PageHeading'
import { pageHead } from '../lib/seo'
import * as m from '../paraglide/messages'

export const Route = createFileRoute('/refund-policy')({
  head: ({ matches }) => pageHead(matches, { title: m.page_refund_title() }),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeading title={m.page_refund_title()} />
      <ComingSoon text={m.page_coming_soon()} />
    </>
  )
}

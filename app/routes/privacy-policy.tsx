import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../components/layout/PageHeading'
import { pageHead } from '../lib/seo'
import * as m from '../paraglide/messages'

export const Route = createFileRoute('/privacy-policy')({
  head: ({ matches }) => pageHead(matches, { title: m.page_privacy_title() }),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeading title={m.page_privacy_title()} />
      <ComingSoon text={m.page_coming_soon()} />
    </>
  )
}

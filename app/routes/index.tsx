import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../components/layout/PageHeading'
import { pageHead, siteNameOf } from '../lib/seo'
import * as m from '../paraglide/messages'

export const Route = createFileRoute('/')({
  head: ({ matches }) => pageHead(matches, { title: m.page_home_title({ siteName: siteNameOf(matches) }) }),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeading title={m.page_home_heading()} />
      <ComingSoon text={m.page_coming_soon()} />
    </>
  )
}

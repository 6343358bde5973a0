import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../../../components/layout/PageHeading'
import { pageHead } from '../../../lib/seo'
import * as m from '../../../paraglide/messages'

export const Route = createFileRoute('/community/posts/$slug')({
  head: ({ matches }) => pageHead(matches, { title: m.page_community_title() }),
  component: Page,
})

function Page() {
  const { slug } = Route.useParams()
  return (
    <>
      <PageHeading title={slug} />
      <ComingSoon text={m.page_coming_soon()} />
    </>
  )
}

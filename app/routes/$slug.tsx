import { createFileRoute, notFound } from '@tanstack/react-router'
import { ComingSoon, PageHeading } from '../components/layout/PageHeading'
import { pageHead } from '../lib/seo'
import * as m from '../paraglide/messages'

const extraDocuments = ['data-processing', 'cookie-policy']

export const Route = createFileRoute('/$slug')({
  beforeLoad: ({ params }) => {
    if (!extraDocuments.includes(params.slug)) throw notFound()
  },
  head: ({ matches, params }) => pageHead(matches, { title: params.slug }),
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

import { createFileRoute, notFound } from '@tanstack/react-router'
import { LegalDocumentPage } from '~/components/legal/LegalDocumentPage'
import { keptWhilePageOpen, legalHead, loadLegalDocument } from '~/components/legal/legal-route'
import { isLegalSlug } from '@core/facts/legal'

// One path segment: any legal document by its slug. The slug is only compared against the
// fixed list of documents; anything else is the 404 page.
export const Route = createFileRoute('/$slug')({
  loader: ({ context, params }) => {
    if (!isLegalSlug(params.slug)) throw notFound()
    return loadLegalDocument(context, params.slug)
  },
  staleTime: keptWhilePageOpen,
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: Page,
})

function Page() {
  const { slug } = Route.useParams()
  const { document } = Route.useLoaderData()
  return isLegalSlug(slug) ? <LegalDocumentPage slug={slug} document={document} /> : null
}

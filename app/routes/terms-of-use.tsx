import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '~/components/legal/LegalDocumentPage'
import { keptWhilePageOpen, legalHead, loadLegalDocument } from '~/components/legal/legal-route'

export const Route = createFileRoute('/terms-of-use')({
  loader: ({ context }) => loadLegalDocument(context, 'terms-of-use'),
  staleTime: keptWhilePageOpen,
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="terms-of-use" document={Route.useLoaderData().document} />,
})

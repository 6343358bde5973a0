import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '~/components/legal/LegalDocumentPage'
import { keptWhilePageOpen, legalHead, loadLegalDocument } from '~/components/legal/legal-route'

export const Route = createFileRoute('/refund-policy')({
  loader: ({ context }) => loadLegalDocument(context, 'refund-policy'),
  staleTime: keptWhilePageOpen,
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="refund-policy" document={Route.useLoaderData().document} />,
})

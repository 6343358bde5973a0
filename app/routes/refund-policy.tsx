import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '~/components/legal/LegalDocumentPage'
import { legalHead, loadLegalDocument } from '~/components/legal/legal-route'

export const Route = createFileRoute('/refund-policy')({
  loader: ({ context }) => loadLegalDocument(context, 'refund-policy'),
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="refund-policy" />,
})

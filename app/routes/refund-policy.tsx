import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage, legalHead, loadLegalDocument } from '../components/legal/LegalDocumentPage'

export const Route = createFileRoute('/refund-policy')({
  loader: ({ context }) => loadLegalDocument(context, 'refund-policy'),
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="refund-policy" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage, legalHead, loadLegalDocument } from '../components/legal/LegalDocumentPage'

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => loadLegalDocument(context, 'privacy-policy'),
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="privacy-policy" />,
})

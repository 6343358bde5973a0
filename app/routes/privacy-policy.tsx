import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '~/components/legal/LegalDocumentPage'
import { legalHead, loadLegalDocument } from '~/components/legal/legal-route'

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => loadLegalDocument(context, 'privacy-policy'),
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="privacy-policy" />,
})

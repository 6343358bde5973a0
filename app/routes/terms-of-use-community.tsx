import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '~/components/legal/LegalDocumentPage'
import { legalHead, loadLegalDocument } from '~/components/legal/legal-route'

export const Route = createFileRoute('/terms-of-use-community')({
  loader: ({ context }) => loadLegalDocument(context, 'terms-of-use-community'),
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="terms-of-use-community" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { LegalDocumentPage } from '~/components/legal/LegalDocumentPage'
import { keptWhilePageOpen, legalHead, loadLegalDocument } from '~/components/legal/legal-route'

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => loadLegalDocument(context, 'privacy-policy'),
  staleTime: keptWhilePageOpen,
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <LegalDocumentPage slug="privacy-policy" document={Route.useLoaderData().document} />,
})

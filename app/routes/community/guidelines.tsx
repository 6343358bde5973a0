import { createFileRoute } from '@tanstack/react-router'
import { PolicyDocumentPage } from '~/components/legal/PolicyDocumentPage'
import { legalHead } from '~/components/legal/legal-route'
import { loadPolicyDocument } from '~/components/legal/policy-route'

export const Route = createFileRoute('/community/guidelines')({
  loader: ({ context }) => loadPolicyDocument(context, 'community-guidelines'),
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <PolicyDocumentPage slug="community-guidelines" />,
})

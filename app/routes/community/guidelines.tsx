import { createFileRoute } from '@tanstack/react-router'
import { PolicyDocumentPage } from '~/components/legal/PolicyDocumentPage'
import { keptWhilePageOpen, legalHead } from '~/components/legal/legal-route'
import { loadPolicyDocument } from '~/components/legal/policy-route'

export const Route = createFileRoute('/community/guidelines')({
  loader: ({ context }) => loadPolicyDocument(context, 'community-guidelines'),
  staleTime: keptWhilePageOpen,
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => (
    <PolicyDocumentPage slug="community-guidelines" document={Route.useLoaderData().document} />
  ),
})

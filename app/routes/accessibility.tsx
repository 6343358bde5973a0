import { createFileRoute } from '@tanstack/react-router'
import { PolicyDocumentPage } from '~/components/legal/PolicyDocumentPage'
import { keptWhilePageOpen, legalHead } from '~/components/legal/legal-route'
import { loadPolicyDocument } from '~/components/legal/policy-route'

export const Route = createFileRoute('/accessibility')({
  loader: ({ context }) => loadPolicyDocument(context, 'accessibility'),
  staleTime: keptWhilePageOpen,
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <PolicyDocumentPage slug="accessibility" document={Route.useLoaderData().document} />,
})

import { createFileRoute } from '@tanstack/react-router'
import { PolicyDocumentPage } from '~/components/legal/PolicyDocumentPage'
import { keptWhilePageOpen, legalHead } from '~/components/legal/legal-route'
import { loadPolicyDocument } from '~/components/legal/policy-route'

export const Route = createFileRoute('/editorial-policy')({
  loader: ({ context }) => loadPolicyDocument(context, 'editorial-policy'),
  staleTime: keptWhilePageOpen,
  head: ({ matches, loaderData }) => legalHead(matches, loaderData),
  component: () => <PolicyDocumentPage slug="editorial-policy" document={Route.useLoaderData().document} />,
})

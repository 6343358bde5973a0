import { createFileRoute } from '@tanstack/react-router'
import { requestRevocationForm } from '@server/forms/revocation-form-post'

// The deletion form, sent without JavaScript (with it, the page uses tRPC).
export const Route = createFileRoute('/api/revocations/request')({
  server: { handlers: { POST: ({ request }) => requestRevocationForm(request) } },
})

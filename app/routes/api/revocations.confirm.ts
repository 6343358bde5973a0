import { createFileRoute } from '@tanstack/react-router'
import { confirmRevocationForm, forwardRevocationLink } from '@server/forms/revocation-confirm'

// The deletion page's button (POST) and old mails' links (GET, which never confirm).
export const Route = createFileRoute('/api/revocations/confirm')({
  server: {
    handlers: {
      GET: ({ request }) => forwardRevocationLink(request),
      POST: ({ request }) => confirmRevocationForm(request),
    },
  },
})

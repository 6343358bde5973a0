// The browser's tRPC client: HTTP batches to /api/trpc in the page's locale. (While the server
// renders, app/router.tsx calls the procedures directly.)
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import type { AppRouter } from '../../server/trpc/root'
import { getLocale } from '../paraglide/runtime'
import { MAX_BATCH_CALLS } from './limits'

export function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        maxURLLength: 2000,
        // The server refuses larger batches: the link splits them instead.
        maxItems: MAX_BATCH_CALLS,
        headers: () => ({ 'x-locale': getLocale() }),
      }),
    ],
  })
}

// The browser's tRPC client: HTTP batches to /api/trpc in the page's locale. (While the server
// renders, app/router.tsx calls the procedures directly.)
import { createTRPCClient, httpBatchLink } from '@trpc/client'
import type { AppRouter } from '../../server/trpc/root'

// The API's type, for the rest of app/: only app/trpc/ names the server's router.
export type { AppRouter }
import { getLocale } from '@core/paraglide/runtime'
import { MAX_BATCH_CALLS } from '@core/schemas/rpc-limits'

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

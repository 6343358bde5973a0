// The browser's tRPC client: HTTP batches to /api/trpc in the page's locale. Loaded with the
// first request the browser makes (./browser-proxy); while the server renders, app/router.tsx
// calls the procedures directly.
import { type TRPCUntypedClient, createTRPCUntypedClient, httpBatchLink } from '@trpc/client'
import type { inferRouterOutputs } from '@trpc/server'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { AppRouter } from '@server/trpc/root'

// The API's type, for the rest of app/: only app/trpc/ names the server's router.
export type { AppRouter }
/** The options proxy that query options are built from (the server's and the browser's). */
export type Trpc = TRPCOptionsProxy<AppRouter>
/** The site's public settings (the root loader's data), and the documents loaders return. */
export type SiteConfig = inferRouterOutputs<AppRouter>['site']['config']
export type LegalDocument = inferRouterOutputs<AppRouter>['legal']['document']
export type PolicyDocument = inferRouterOutputs<AppRouter>['legal']['policy']
import { currentLocale } from '@core/i18n/current-locale'
import { MAX_BATCH_CALLS } from '@core/schemas/rpc-limits'

let client: TRPCUntypedClient<AppRouter> | undefined

export function untypedClient() {
  client ??= createTRPCUntypedClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        maxURLLength: 2000,
        // The server refuses larger batches: the link splits them instead.
        maxItems: MAX_BATCH_CALLS,
        headers: () => ({ 'x-locale': currentLocale() }),
      }),
    ],
  })
  return client
}

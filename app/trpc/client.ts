// One tRPC client per router: in-process during SSR, HTTP batch in the browser.
import { createIsomorphicFn } from '@tanstack/react-start'
import { createTRPCClient, httpBatchLink, unstable_localLink } from '@trpc/client'
import type { AppRouter } from '../../server/trpc/root'
import { appRouter } from '../../server/trpc/root'
import { createSsrContext } from '../../server/trpc/ssr'
import { getLocale } from '../paraglide/runtime'

export const makeTrpcClient = createIsomorphicFn()
  .server(() =>
    createTRPCClient<AppRouter>({
      links: [unstable_localLink({ router: appRouter, createContext: async () => createSsrContext() })],
    }),
  )
  .client(() =>
    createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: '/api/trpc',
          maxURLLength: 2000,
          headers: () => ({ 'x-locale': getLocale() }),
        }),
      ],
    }),
  )

// TanStack Query's client for one router: created for every server render, and in the browser only
// when a page needs it (app/lib/page-queries.ts loads this module then).
import { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } })
}

/**
 * Dehydrates the server's cache into the page and hydrates it in the browser. The provider is the
 * router's own Wrap (page-queries.tsx), the same element on both sides, so it is not added here.
 */
export function connectQueryClient(router: AnyRouter, queryClient: QueryClient) {
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
}

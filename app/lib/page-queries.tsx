// TanStack Query where a page needs it, and not in the first load of the others (issue 27).
// The server creates a query client for every render; the browser loads one (./query-client) when
// the page's dehydrated data holds queries, or when a loader first asks for one (a visible link's
// preload does). Components pass it to the hooks themselves (usePageQueryClient): a provider whose
// value changed from none to the client while the page hydrates would make React throw away the
// server HTML of every boundary not hydrated yet (the home page's deferred sections).
import type { QueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'

/** What loaders do with the query cache (every method waits for the client in the browser). */
export type LoaderQueryClient = Pick<
  QueryClient,
  'ensureQueryData' | 'ensureInfiniteQueryData' | 'fetchQuery'
>

/** The router's query client, once there is one. */
export interface QueryClientSource {
  current: () => QueryClient | undefined
  subscribe: (listener: () => void) => () => void
}

/** The server's: the request's own client, present from the start. */
export function serverQueryClientSource(queryClient: QueryClient): QueryClientSource {
  return { current: () => queryClient, subscribe: () => () => {} }
}

/** The browser's: `load` creates the client (once; a failed chunk load is tried again). */
export function browserQueryClient(load: () => Promise<QueryClient>) {
  let client: QueryClient | undefined
  let loading: Promise<QueryClient> | undefined
  const listeners = new Set<() => void>()
  const ensureClient = () => {
    loading ??= load().then(
      (created) => {
        client = created
        for (const listener of listeners) listener()
        return created
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const source: QueryClientSource = {
    current: () => client,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const loaderClient = {
    ensureQueryData: (options: never) => ensureClient().then((c) => c.ensureQueryData(options)),
    ensureInfiniteQueryData: (options: never) =>
      ensureClient().then((c) => c.ensureInfiniteQueryData(options)),
    fetchQuery: (options: never) => ensureClient().then((c) => c.fetchQuery(options)),
  } as unknown as LoaderQueryClient
  return { loaderClient, source, ensureClient }
}

/**
 * The router's query client, for useSuspenseQuery(options, usePageQueryClient()). Only a route
 * whose loader asked for queries renders it, so the client is there by then.
 */
export function usePageQueryClient(): QueryClient {
  const source = useRouteContext({ from: '__root__', select: (context) => context.queryClientSource })
  const client = useSyncExternalStore(source.subscribe, source.current, source.current)
  if (!client) throw new Error('A component reads queries that its route loader did not ask for')
  return client
}

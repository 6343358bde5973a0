import type { MutationFunction } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { holdResult } from './browser-proxy'

/** The tRPC options proxy of the current router (one per request on the server). */
export function useTRPC() {
  return useRouteContext({ from: '__root__', select: (context) => context.trpc })
}

/**
 * A mutation's procedure call, for a form: what useMutation would run, without TanStack Query on
 * the page (the forms read only the answer or the error).
 */
export function procedureCall<TData, TVariables>(options: {
  mutationFn?: MutationFunction<TData, TVariables>
}): (input: TVariables) => Promise<TData> {
  const { mutationFn } = options
  if (!mutationFn) throw new Error('These mutation options call no procedure')
  // tRPC's mutationFn reads its input only; the second argument is React Query's own context.
  return (input) => mutationFn(input, undefined as never)
}

/**
 * Holds what a page shows from its loader as the answers of these query options (in the browser
 * only, once per mount): another route's loader asking the same finds it (browser-proxy.ts).
 */
export function useHeldResults(
  results: readonly (readonly [options: { queryKey: unknown }, data: unknown])[],
) {
  useState(() => {
    if (typeof window !== 'undefined') for (const [options, data] of results) holdResult(options, data)
  })
}

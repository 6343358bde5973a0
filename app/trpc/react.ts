import { useRouteContext } from '@tanstack/react-router'

/** The tRPC options proxy of the current router (one per request on the server). */
export function useTRPC() {
  return useRouteContext({ from: '__root__', select: (context) => context.trpc })
}

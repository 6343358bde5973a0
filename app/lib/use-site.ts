import { useSuspenseQuery } from '@tanstack/react-query'
import { useTRPC } from '~/trpc/react'

export function useSiteConfig() {
  const trpc = useTRPC()
  return useSuspenseQuery(trpc.site.config.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }))
    .data
}

export function useSiteName() {
  return useSiteConfig().siteName
}

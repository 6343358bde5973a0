import { useSuspenseQuery } from '@tanstack/react-query'
import { useTRPC } from '~/trpc/react'
import { siteConfigOptions } from './site-queries'

export function useSiteConfig() {
  return useSuspenseQuery(siteConfigOptions(useTRPC())).data
}

export function useSiteName() {
  return useSiteConfig().siteName
}

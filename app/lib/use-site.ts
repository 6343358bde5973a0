import { rootRouteId, useLoaderData } from '@tanstack/react-router'

/** The site's public settings, from the root route's loader data (present on every page). */
export function useSiteConfig() {
  return useLoaderData({ from: rootRouteId })
}

export function useSiteName() {
  return useSiteConfig().siteName
}

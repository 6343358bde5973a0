// Query options of what the server's environment decides (the site's settings, the download QR
// code), written once so every loader and component reads the same cache entry. They change only
// when the server restarts with other settings: never stale while a page is open.
import type { Trpc } from '~/trpc/client'

const forever = { staleTime: Number.POSITIVE_INFINITY }

export const siteConfigOptions = (trpc: Trpc) => trpc.site.config.queryOptions(undefined, forever)

export const downloadQrOptions = (trpc: Trpc) => trpc.home.downloadQr.queryOptions(undefined, forever)

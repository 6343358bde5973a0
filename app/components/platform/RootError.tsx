import { useState } from 'react'
import { recoverFromChunkError } from '~/lib/chunk-recovery'
import { ErrorPage } from '~/components/layout/ErrorPage'

/**
 * The root error screen. A code chunk that failed to load reloads the page instead (at most
 * once per 10 s for a path); while that reload starts, nothing flashes on screen.
 */
export function RootError({ error }: { error: unknown }) {
  const [recovering] = useState(() => typeof window !== 'undefined' && recoverFromChunkError(error))
  if (recovering) return null
  return <ErrorPage error={error} />
}

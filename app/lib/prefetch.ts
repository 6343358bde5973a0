interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** Prefetch visible links unless the visitor saves data or is on a slow connection. */
export function shouldPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  if (!connection) return true
  if (connection.saveData) return false
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '')
}

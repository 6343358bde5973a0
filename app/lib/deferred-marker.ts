import { useCallback, useRef } from 'react'
import { DEFERRED_ATTRIBUTE } from './click-replay'

/**
 * Marks a deferred <Hydrate> part with controls, so that a click made before it hydrates is
 * kept and replayed (click-replay.ts). Spread `marker` on a `display: contents` element around
 * the <Hydrate> (written out at the call site: Start's compiler splits the children of a
 * literal <Hydrate>) and pass `onHydrated` to it. The attribute changes on the DOM node, not
 * through state: re-rendering a boundary before it hydrates would drop its server HTML.
 */
export function useDeferredMarker() {
  const ref = useRef<HTMLDivElement>(null)
  const onHydrated = useCallback(() => ref.current?.setAttribute(DEFERRED_ATTRIBUTE, 'hydrated'), [])
  return { marker: { ref, className: 'contents', [DEFERRED_ATTRIBUTE]: 'pending' }, onHydrated }
}

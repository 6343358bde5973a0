// Deferred hydration (TanStack Start's <Hydrate>) only makes sense while React takes over the
// server's HTML. In this Start version a never() boundary mounted later (after a client-side
// navigation) renders nothing, so components choose their strategy once, when they mount.
import { useState } from 'react'

interface RouterLike {
  subscribe(event: 'onBeforeNavigate', listener: (event: { fromLocation?: unknown }) => void): () => void
}

let navigatedInBrowser = false

/** Browser only: from the first client-side navigation on, nothing mounts from server HTML. */
export function watchClientNavigations(router: RouterLike) {
  let sawFirstLoad = false
  const stop = router.subscribe('onBeforeNavigate', (event) => {
    // The first load emits one too, with nowhere to come from. A click before that load has
    // resolved has nowhere to come from either: only the first such event is the first load.
    if (!event.fromLocation && !sawFirstLoad) {
      sawFirstLoad = true
      return
    }
    navigatedInBrowser = true
    stop()
  })
}

/** True on the server and while hydrating the first page; false for mounts after a navigation. */
export function useFirstLoad(): boolean {
  const [firstLoad] = useState(() => !navigatedInBrowser)
  return firstLoad
}

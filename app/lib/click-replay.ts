// A button inside a deferred <Hydrate> boundary has no handler until its code has loaded and the
// boundary has hydrated: a click in between did nothing (the footer's "Cookie settings"). This
// keeps such a click and replays it once the boundary has hydrated. General: every deferred part
// with controls sits in an element marked by useDeferredMarker (deferred-marker.ts), whose
// attribute says "pending" until the part has hydrated.
// Links are left alone: they work without JavaScript.
export const DEFERRED_ATTRIBUTE = 'data-deferred'
const PENDING = `[${DEFERRED_ATTRIBUTE}="pending"]`
const CONTROL = 'button, [role="button"]'

/** The nearest boundary around `element` that has not hydrated yet. */
function pendingBoundary(element: Element): Element | null {
  return element.closest(PENDING)
}

export function installClickReplay(root: Document = document): () => void {
  const waiting = new Map<Element, MutationObserver>()

  const replayWhenHydrated = (control: Element) => {
    if (waiting.has(control)) return
    const observer = new MutationObserver(() => {
      if (!control.isConnected) {
        observer.disconnect()
        waiting.delete(control)
        return
      }
      if (pendingBoundary(control)) return
      observer.disconnect()
      waiting.delete(control)
      // After React's commit: the hydrated handlers are attached by then.
      requestAnimationFrame(() => (control as HTMLElement).click())
    })
    observer.observe(root.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: [DEFERRED_ATTRIBUTE],
    })
    waiting.set(control, observer)
  }

  const onClick = (event: MouseEvent) => {
    if (!event.isTrusted || !(event.target instanceof Element)) return
    const control = event.target.closest(CONTROL)
    if (!control || !pendingBoundary(control)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    replayWhenHydrated(control)
  }
  root.addEventListener('click', onClick, true)
  return () => {
    root.removeEventListener('click', onClick, true)
    for (const observer of waiting.values()) observer.disconnect()
    waiting.clear()
  }
}

// A <Hydrate> strategy for a form that is most of its page's code: it stays server HTML until a
// visitor reaches for it. Start's interaction() would do, but its gate runtime then joins the
// chunk every page loads (+0.7 kB gzip on all of them, measured), and it cancels the first
// pointer or focus event to replay it later. This one borrows visible()'s renderer, which only
// waits for its strategy to open the gate, and lets the browser handle every event as usual:
// focus moves, typed text and ticks stay in the server's fields (FormShell takes them over).
import { visible } from '@tanstack/react-start/hydration'

/** What visible()'s renderer hands its strategy (Start 1.x internals, pinned by package.json). */
interface VisibleRuntime {
  element: Element | null
  gate: { s: () => void }
}

/** Marks a form sent before its code ran: FormShell sends it once it has hydrated. */
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending'

const intentEvents = ['pointerenter', 'pointerdown', 'focusin', 'keydown'] as const

export function onIntent(): ReturnType<typeof visible> {
  const strategy = visible()
  return {
    ...strategy,
    _s: (context) => {
      const { element, gate } = context as unknown as VisibleRuntime
      if (!element) {
        gate.s()
        return
      }
      const open = () => gate.s()
      // A submit React has not handled (its handler cancels it) would go to the form's route for
      // visitors without JavaScript: a page load, and no reCAPTCHA token where the site checks
      // one. Held instead, and sent by FormShell once the form has hydrated.
      const holdSubmit = (event: Event) => {
        const form = event.target
        if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !element.contains(form)) return
        event.preventDefault()
        form.setAttribute(SUBMIT_PENDING_ATTRIBUTE, '')
        gate.s()
      }
      for (const name of intentEvents) element.addEventListener(name, open, { capture: true, passive: true })
      // On window, bubbling: after React's own listener on the document.
      window.addEventListener('submit', holdSubmit)
      return () => {
        for (const name of intentEvents) element.removeEventListener(name, open, { capture: true })
        window.removeEventListener('submit', holdSubmit)
      }
    },
  }
}

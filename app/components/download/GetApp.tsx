// The download-the-app prompt: one dialog per page (the shared ModalDialog: it closes on Escape,
// on a click outside the panel and, on phones, on a downward swipe; focus goes back to the button
// that opened it).
import { type ReactNode, Suspense, createContext, lazy, useCallback, useContext, useState } from 'react'

export type GetAppReason = 'default' | 'comment'

// The dialog's code (dialog behaviour, store badges) loads when a pointer, a touch or focus
// reaches a button that opens it, or with the first opening from elsewhere.
const loadDialog = () => import('./GetAppDialog')
const GetAppDialog = lazy(() => loadDialog().then((module) => ({ default: module.GetAppDialog })))
const preloadOnIntent = { onPointerEnter: loadDialog, onFocus: loadDialog, onTouchStart: loadDialog }

const OpenGetApp = createContext<(reason?: GetAppReason) => void>(() => {})

// Mounted by each page that needs it, not once by a community layout route: that route would add
// about 90 B gzip to every page's first load (the route tree) and a chunk to each community page.
export function GetAppProvider({ children }: { children: ReactNode }) {
  // Mounted with the first opening and kept, so closing animates like any later one.
  const [state, setState] = useState<{ open: boolean; reason: GetAppReason; mounted: boolean }>({
    open: false,
    reason: 'default',
    mounted: false,
  })
  const open = useCallback((reason: GetAppReason = 'default') => {
    setState((current) => (current.open ? current : { open: true, reason, mounted: true }))
  }, [])
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), [])

  return (
    <OpenGetApp.Provider value={open}>
      {children}
      {state.mounted && (
        <Suspense fallback={null}>
          <GetAppDialog open={state.open} reason={state.reason} onClose={close} />
        </Suspense>
      )}
    </OpenGetApp.Provider>
  )
}

export function useGetApp() {
  return useContext(OpenGetApp)
}

export function GetAppButton({
  reason = 'default',
  className,
  children,
  testId,
}: {
  reason?: GetAppReason
  className?: string
  children: ReactNode
  testId?: string
}) {
  const open = useGetApp()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => open(reason)}
      {...preloadOnIntent}
      data-testid={testId}
    >
      {children}
    </button>
  )
}

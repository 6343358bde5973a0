// The download-the-app prompt: one native <dialog> per page (showModal gives the top layer,
// the focus trap and Escape). It closes on Escape, on a click outside the panel and, on
// phones, on a downward swipe; focus goes back to the button that opened it.
import {
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
} from 'react'
import { useSiteConfig } from '../../lib/use-site'
import * as m from '@core/paraglide/messages'
import { LogoMark } from '../layout/Logo'
import { Icon } from './Icon'
import { StoreBadges } from '../ui/StoreBadges'

export type GetAppReason = 'default' | 'comment'

const OpenGetApp = createContext<(reason?: GetAppReason) => void>(() => {})

/** Swipe-to-close thresholds (spec: 10% of the panel, or a quick gesture within 300 ms). */
const SWIPE_FRACTION = 0.1
const QUICK_SWIPE_MS = 300
const QUICK_SWIPE_PX = 24

export function GetAppProvider({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [reason, setReason] = useState<GetAppReason>('default')

  const open = useCallback((next: GetAppReason = 'default') => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setReason(next)
    dialog.style.transform = ''
    dialog.showModal()
    document.documentElement.style.overflow = 'hidden'
  }, [])

  return (
    <OpenGetApp.Provider value={open}>
      {children}
      <GetAppDialog
        dialogRef={dialogRef}
        reason={reason}
        onClosed={() => {
          document.documentElement.style.overflow = ''
          opener.current?.focus()
          opener.current = null
        }}
      />
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
      data-testid={testId}
    >
      {children}
    </button>
  )
}

function GetAppDialog({
  dialogRef,
  reason,
  onClosed,
}: {
  dialogRef: React.RefObject<HTMLDialogElement | null>
  reason: GetAppReason
  onClosed: () => void
}) {
  const config = useSiteConfig()
  const titleId = useId()
  const textId = useId()
  const swipe = useRef<{ y: number; at: number; id: number } | null>(null)
  const close = () => dialogRef.current?.close()

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return
    if ((event.target as HTMLElement).closest('a,button')) return
    swipe.current = { y: event.clientY, at: performance.now(), id: event.pointerId }
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = swipe.current
    const dialog = dialogRef.current
    if (!start || !dialog || start.id !== event.pointerId) return
    const dy = Math.max(0, event.clientY - start.y)
    dialog.style.transform = dy ? `translateY(${dy}px)` : ''
  }
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = swipe.current
    const dialog = dialogRef.current
    swipe.current = null
    if (!start || !dialog || start.id !== event.pointerId) return
    const dy = event.clientY - start.y
    const quick = performance.now() - start.at < QUICK_SWIPE_MS && dy > QUICK_SWIPE_PX
    if (dy > dialog.offsetHeight * SWIPE_FRACTION || quick) close()
    else dialog.style.transform = ''
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape, native to a modal dialog
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="get-app-dialog"
      onClose={onClosed}
      // A click on the backdrop targets the dialog itself; the panel inside fills the box.
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
      className="mx-0 mt-auto mb-0 w-full max-w-none rounded-t-3xl bg-white p-0 text-slate-900 shadow-2xl transition-transform backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm sm:m-auto sm:max-w-lg sm:rounded-3xl md:max-w-2xl"
    >
      <div
        className="relative px-6 pt-4 pb-8 sm:p-8"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div aria-hidden="true" className="mx-auto mb-4 h-1.5 w-12 rounded-full bg-slate-300 sm:hidden" />
        <button
          type="button"
          onClick={close}
          className="absolute end-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-violet-600"
          aria-label={m.community_dialog_close()}
          data-testid="get-app-close"
        >
          <Icon name="x" className="h-6 w-6" />
        </button>
        <div className="flex items-center gap-3 pe-10">
          <LogoMark className="h-10 w-10 shrink-0" />
          <h2 id={titleId} className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {m.community_dialog_title({ siteName: config.siteName })}
          </h2>
        </div>
        <p id={textId} className="mt-4 text-slate-700">
          {reason === 'comment'
            ? m.community_dialog_text_comment({ siteName: config.siteName })
            : m.community_dialog_text_default({ siteName: config.siteName })}
        </p>
        <div className="mt-6 md:grid md:grid-cols-[auto_1fr] md:items-center md:gap-8">
          {/* The QR code is for wide screens: on a phone the store links are the way. */}
          <figure className="hidden md:block" data-testid="get-app-qr">
            <img
              src="/api/qr.svg"
              alt={m.community_dialog_qr_alt({ siteName: config.siteName })}
              width={176}
              height={176}
              loading="lazy"
              className="h-44 w-44 rounded-2xl border border-violet-100 bg-white p-2"
            />
          </figure>
          <div>
            <p className="mb-4 hidden text-sm font-medium text-slate-700 md:block">
              {m.community_dialog_scan()}
            </p>
            <p className="mb-3 hidden text-sm text-slate-600 md:block">{m.community_dialog_stores()}</p>
            <StoreBadges look="text" />
          </div>
        </div>
      </div>
    </dialog>
  )
}

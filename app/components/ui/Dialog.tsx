// A modal dialog on the native <dialog> element: showModal() puts it in the top layer, makes the
// page inert (focus stays inside) and closes on Escape. Written here: closing on an outside click
// and on a swipe down, the stacking z-index, page scroll lock and focus returned to the opener.
// ModalDialog is that behaviour around any panel (the get-app dialog draws its own); Dialog adds
// the titled panel of the forms.
import { type ReactNode, type TouchEvent, useEffect, useId, useRef, useState } from 'react'
import { dialogZIndex, popDialog, pushDialog, shouldCloseOnSwipe } from '~/lib/dialog-stack'
import * as m from '@core/paraglide/messages'
import { Icon } from './Icon'
import { x } from './icons/x'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface ModalDialogProps {
  open: boolean
  onClose: () => void
  /** Ids of the title and the description inside the panel. */
  labelledBy: string
  describedBy?: string
  /** The panel's look (the behaviour's classes come with it). */
  panelClassName: string
  /** The backdrop's blur. */
  backdropClassName?: string
  children: ReactNode
  testId?: string
}

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  panelClassName,
  backdropClassName = 'backdrop:backdrop-blur-[2px]',
  children,
  testId,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const [level, setLevel] = useState(0)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const id = Symbol('dialog')
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setLevel(pushDialog(id))
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      popDialog(id)
      if (opener?.isConnected) opener.focus()
    }
  }, [open])

  // An outside click is a click whose press and release both land on the backdrop (the dialog
  // element itself, around the panel): a text selection dragged out of the panel does not close.
  const pressedOutside = useRef(false)

  // Swipe down to close (touch only). Timed by the events' own timestamps: the speed of the
  // finger, not how late the page got to handle the events.
  const swipe = useRef<{ startY: number; startTime: number; distance: number } | null>(null)
  const onTouchStart = (event: TouchEvent) => {
    const panel = panelRef.current
    if (!panel || event.touches.length !== 1) return
    // Only from the top of the panel's own scroll, so scrolling the form up never closes it, and
    // not from a link or button.
    const scroller = panel.querySelector<HTMLElement>('[data-dialog-scroll]') ?? panel
    if (scroller.scrollTop > 0 || (event.target as HTMLElement).closest('a,button')) return
    swipe.current = { startY: event.touches[0]!.clientY, startTime: event.nativeEvent.timeStamp, distance: 0 }
  }
  const onTouchMove = (event: TouchEvent) => {
    const state = swipe.current
    const panel = panelRef.current
    if (!state || !panel) return
    state.distance = event.touches[0]!.clientY - state.startY
    panel.style.transition = 'none'
    panel.style.transform = state.distance > 0 ? `translateY(${state.distance}px)` : ''
  }
  const onTouchEnd = (event: TouchEvent) => {
    const state = swipe.current
    const panel = panelRef.current
    swipe.current = null
    if (!state || !panel) return
    panel.style.transition = ''
    panel.style.transform = ''
    const close = shouldCloseOnSwipe({
      distance: state.distance,
      durationMs: event.nativeEvent.timeStamp - state.startTime,
      panelHeight: panel.offsetHeight,
    })
    if (close) onCloseRef.current()
  }

  const zIndex = dialogZIndex(level)
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      data-level={level}
      style={{ zIndex }}
      className={`fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none items-end justify-center overflow-hidden bg-transparent p-0 backdrop:bg-slate-950/60 open:flex sm:items-center sm:p-6 ${backdropClassName}`}
      onKeyDown={(event) => {
        // The native modal keeps focus out of the page, but Tab can still leave for the browser's
        // own controls: wrap it around inside the dialog instead.
        if (event.key !== 'Tab') return
        const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
          (element) => element.offsetParent !== null || element === document.activeElement,
        )
        const first = focusable[0]
        const last = focusable.at(-1)
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
      onCancel={(event) => {
        // Escape: the page's state closes the dialog, so that it stays the one source of truth.
        event.preventDefault()
        onCloseRef.current()
      }}
      onClose={() => {
        if (open) onCloseRef.current()
      }}
      onPointerDown={(event) => {
        pressedOutside.current = event.target === dialogRef.current
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current && pressedOutside.current) onCloseRef.current()
        pressedOutside.current = false
      }}
    >
      <div
        ref={panelRef}
        style={{ zIndex: zIndex + 1 }}
        className={panelClassName}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        {children}
      </div>
    </dialog>
  )
}

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  /** Shown under the title. */
  description?: string
  children: ReactNode
  testId?: string
}

/** A dialog with a title bar, a close button and a scrolling body (the partner forms). */
export function Dialog({ open, onClose, title, description, children, testId }: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      panelClassName="dialog-panel relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl transition-transform duration-200 sm:max-w-lg sm:rounded-3xl"
      testId={testId}
    >
      <div aria-hidden="true" className="flex justify-center pt-3 sm:hidden">
        <span className="h-1.5 w-12 rounded-full bg-slate-300" />
      </div>
      <div className="flex items-start gap-4 border-b border-slate-100 px-6 pb-4 pt-4 sm:pt-6">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm leading-6 text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onClose()}
          aria-label={m.forms_close_dialog()}
          className="-me-2 -mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          <Icon shape={x} className="h-6 w-6" />
        </button>
      </div>
      <div
        data-dialog-scroll
        className="overflow-y-auto overscroll-contain px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-5"
      >
        {children}
      </div>
    </ModalDialog>
  )
}

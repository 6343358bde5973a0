// Bookkeeping for modal dialogs: stacking order, page scroll lock and the swipe-to-close rule.
// The native <dialog> (showModal) gives the top layer, the focus trap and Escape; this adds the
// rest the spec asks for.
import { lockScroll } from './scroll-lock'

/** Spec: base z-index 1000, plus 2 per level (the backdrop at the level, the panel one above). */
export const DIALOG_BASE_Z = 1000
export const DIALOG_Z_STEP = 2

export function dialogZIndex(level: number): number {
  return DIALOG_BASE_Z + DIALOG_Z_STEP * level
}

/** Spec: a swipe down closes past 10 % of the panel's height, or as a quick gesture within 300 ms. */
export const SWIPE_CLOSE_RATIO = 0.1
export const SWIPE_QUICK_MS = 300
/** A quick gesture still has to move this far, so that a tap never closes. */
export const SWIPE_QUICK_MIN_PX = 24

export function shouldCloseOnSwipe(swipe: {
  distance: number
  durationMs: number
  panelHeight: number
}): boolean {
  if (swipe.distance <= 0) return false
  if (swipe.distance > swipe.panelHeight * SWIPE_CLOSE_RATIO) return true
  return swipe.durationMs <= SWIPE_QUICK_MS && swipe.distance >= SWIPE_QUICK_MIN_PX
}

const open: symbol[] = []
let unlock: (() => void) | null = null

/** Registers an opened dialog; returns its level (0 for the first). Locks page scroll. */
export function pushDialog(id: symbol): number {
  if (!open.includes(id)) open.push(id)
  if (open.length === 1 && !unlock) unlock = lockScroll()
  return open.indexOf(id)
}

/** Unregisters a dialog; the last one out unlocks page scroll. */
export function popDialog(id: symbol): void {
  const index = open.indexOf(id)
  if (index >= 0) open.splice(index, 1)
  if (open.length === 0 && unlock) {
    unlock()
    unlock = null
  }
}

export function openDialogCount(): number {
  return open.length
}

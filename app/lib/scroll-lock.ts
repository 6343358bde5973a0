// Page scroll lock shared by the overlays (dialogs, the phone menu). It hides the root's
// overflow, which keeps scrollY where it is (no jump), and pads the right edge by the scrollbar's
// width so the page does not shift sideways. Counted: the last overlay out unlocks.
let holders = 0
let saved: { overflow: string; paddingRight: string } | null = null

export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {}
  holders++
  if (holders === 1) {
    const root = document.documentElement
    const scrollbar = window.innerWidth - root.clientWidth
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight }
    root.style.overflow = 'hidden'
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
  }
  let released = false
  return () => {
    if (released) return
    released = true
    holders--
    if (holders === 0 && saved) {
      const root = document.documentElement
      root.style.overflow = saved.overflow
      root.style.paddingRight = saved.paddingRight
      saved = null
    }
  }
}

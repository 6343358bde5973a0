/** What a call to action does: open its dialog, and start loading its form on intent. */
export interface CtaHandlers {
  onClick: () => void
  onPointerEnter: () => void
  onFocus: () => void
}

import { type RefObject, useEffect, useRef } from 'react'

/** While `open`, Escape closes (calls `close`) and gives the focus back to the opener. */
export function useCloseOnEscape(open: boolean, close: () => void, opener: RefObject<HTMLElement | null>) {
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      closeRef.current()
      opener.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, opener])
}

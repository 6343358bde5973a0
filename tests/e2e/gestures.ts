// Gestures whose outcome a test checks, including "nothing happened": each helper resolves once
// the page has handled the gesture's last event and drawn two more frames, a state of the page,
// not a length of time. Swipes go through the browser's own input pipeline with each event's
// timestamp set by the test, so the page's event.timeStamp says the gesture took `durationMs`
// however long the dispatch really took, on a loaded machine or a fast one.
import type { Page } from '@playwright/test'

type Handled = { __gestureHandled?: Promise<void> }

/** Arms a promise in the page that settles two frames after the first of `events` reaches window. */
async function armHandled(page: Page, events: string[]) {
  // On window, so it runs after the app's own listeners (React listens on its root element).
  await page.evaluate((types) => {
    ;(window as unknown as Handled).__gestureHandled = new Promise((resolve) => {
      const done = () => {
        for (const type of types) window.removeEventListener(type, done)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }
      for (const type of types) window.addEventListener(type, done)
    })
  }, events)
  return () => page.evaluate(() => (window as unknown as Handled).__gestureHandled)
}

/** A one-finger swipe straight down (up when `distance` is negative) from `from`, in viewport px. */
export async function swipe(
  page: Page,
  from: { x: number; y: number },
  distance: number,
  durationMs: number,
): Promise<void> {
  const steps = 6
  const handled = await armHandled(page, ['touchend', 'touchcancel'])
  const cdp = await page.context().newCDPSession(page)
  // Seconds since the epoch, the protocol's unit. Starting now keeps it after the page's time origin.
  const start = Date.now() / 1000
  const at = (ms: number) => start + ms / 1000
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp: at(0) })
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + (distance * i) / steps }],
      timestamp: at((durationMs * i) / steps),
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(durationMs) })
  await cdp.detach()
  await handled()
}

/** A mouse-wheel turn where the mouse is. */
export async function wheel(page: Page, deltaY: number): Promise<void> {
  const handled = await armHandled(page, ['wheel'])
  await page.mouse.wheel(0, deltaY)
  await handled()
}

/**
 * For "and then nothing else happens" checks: resolves once the page has drawn two more frames
 * and then found its main thread idle, so work already started (observers, effects, handlers
 * and the requests they send) has run, however slow the machine.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  )
}

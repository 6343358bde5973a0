/**
 * The router's `scrollRestoration` option, without its jump at the end of hydration. The
 * router's first "rendered" event scrolls the window to the top (or to a remembered place); on
 * a slow phone it comes seconds after the page appeared, and a visitor who had started reading
 * down was thrown back to the top. By then the browser and the router's inline script have
 * already put the page where it belongs (a reload, a back, an anchor), so a page already
 * scrolled is left where it is. Client navigations keep the router's behaviour, and the server
 * (which asks whether to send the inline script) gets a yes.
 */
export function scrollRestorationAfterHydration(): () => boolean {
  let firstRender = true
  return () => {
    if (typeof window === 'undefined' || !firstRender) return true
    firstRender = false
    return window.scrollY === 0
  }
}

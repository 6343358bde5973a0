// After a client-side navigation to another page, focus that was lost (the followed link left
// with its page, so focus fell to <body>) goes to the new page's heading, where a full page load
// would start a keyboard or screen-reader user's reading (visitor review m10). Focus that is
// still somewhere (a header link, a dialog's opener) stays; a #fragment picks its own target.
interface RouterLike {
  subscribe(
    event: 'onRendered',
    listener: (event: { fromLocation?: unknown; pathChanged: boolean; toLocation: { hash: string } }) => void,
  ): () => void
}

export function focusHeadingAfterNavigation(router: RouterLike, root: Document = document) {
  return router.subscribe('onRendered', (event) => {
    if (!event.fromLocation || !event.pathChanged || event.toLocation.hash) return
    const focused = root.activeElement
    if (focused && focused !== root.body && focused.isConnected) return
    const heading = root.querySelector<HTMLElement>('main h1')
    if (!heading) return
    // Focusable by script only: it never joins the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
  })
}

// A visitor who closes the connection before their page is ready (a tap on "back", a timeout)
// is answered with nginx's 499 "client closed request", which nothing reads: the request log
// then tells an operator what happened, where it said 500 with an "Error: aborted" stack.

export const CLIENT_CLOSED = 499

export function clientClosedResponse(): Response {
  return new Response(null, { status: CLIENT_CLOSED })
}

/**
 * The visitor's signal for the renderer: it aborts when theirs does, with a reason whose status
 * is 499, which TanStack Start answers as an HTTP error without logging it as a failure.
 */
export function renderSignal(visitor: AbortSignal): AbortSignal {
  const controller = new AbortController()
  const leave = () =>
    controller.abort(Object.assign(new Error('the visitor closed the connection'), { status: CLIENT_CLOSED }))
  if (visitor.aborted) leave()
  else visitor.addEventListener('abort', leave, { once: true })
  return controller.signal
}

// Admission control of page renders. Without it every request that arrives starts rendering at
// once, and with 50 connections the event loop shares itself among 50 half-done renders whose
// continuations queue behind newly arrived ones: most requests finish together, a few wait
// seconds (p99 ten times p50). With a few render slots and a first-come first-served queue, a
// request waits its turn and then renders against only a few others (decision 026).
//
// Renders also start one per event-loop turn. A render whose data is in the query cache runs
// to its end without giving the loop back (React renders in microtasks), so without pacing one
// turn rendered every waiting request, 50 × 4 ms; libuv accepts one new connection per turn
// (libuv/libuv#3696), so a burst of new connections waited 200 ms each, seconds for the last.

export interface RenderSlots {
  /**
   * Runs `render` in a slot. An HTML body is read whole inside the slot (rendering is producing
   * it), so the slot is free again before the bytes go out: a slow reader never holds one.
   */
  run(render: () => Promise<Response>): Promise<Response>
  /** Renders in progress and renders waiting for a slot. */
  stats(): { active: number; waiting: number }
}

export function renderSlots(limit: number): RenderSlots {
  let active = 0
  const waiting: Array<() => void> = []
  let scheduled = false

  // Starts the first waiting render in its own turn (setImmediate), once a slot is free: the
  // loop polls for I/O (accepts, requests, database answers) between two starts.
  const startNext = () => {
    scheduled = false
    if (active >= limit) return
    const next = waiting.shift()
    if (!next) return
    active++
    next()
    schedule()
  }
  const schedule = () => {
    if (scheduled || waiting.length === 0 || active >= limit) return
    scheduled = true
    setImmediate(startNext)
  }
  const acquire = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      schedule()
    })
  const release = () => {
    active--
    schedule()
  }

  return {
    stats: () => ({ active, waiting: waiting.length }),
    async run(render) {
      if (limit <= 0) return render()
      await acquire()
      try {
        const response = await render()
        if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response
        const body = await response.arrayBuffer()
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        })
      } finally {
        release()
      }
    },
  }
}

// Admission control of page renders. Without it every request that arrives starts rendering at
// once, and with 50 connections the event loop shares itself among 50 half-done renders whose
// continuations queue behind newly arrived ones: most requests finish together, a few wait
// seconds (p99 ten times p50). With a few render slots and a first-come first-served queue, a
// request waits its turn and then renders against only a few others (decision 026).

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

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }
  const acquire = (): Promise<void> => {
    if (active < limit) {
      active++
      return Promise.resolve()
    }
    // The slot passes straight to the first waiter: `active` stays as it is.
    return new Promise((resolve) => waiting.push(resolve))
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

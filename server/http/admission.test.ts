import { type Socket, createConnection, createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { renderSlots } from './admission.ts'

// A few event-loop turns: waiting renders start one per turn.
const tick = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
}

describe('render slots', () => {
  it('run at most `limit` renders at once and start the waiting ones in arrival order', async () => {
    const slots = renderSlots(2)
    const started: number[] = []
    const finish: Array<() => void> = []
    const runs = Array.from({ length: 5 }, (_, i) =>
      slots.run(
        () =>
          new Promise<Response>((resolve) => {
            started.push(i)
            finish[i] = () => resolve(new Response(`page ${i}`, { headers: { 'content-type': 'text/html' } }))
          }),
      ),
    )
    await tick()
    expect(started).toEqual([0, 1])
    expect(slots.stats()).toEqual({ active: 2, waiting: 3 })
    finish[1]!()
    await tick()
    expect(started).toEqual([0, 1, 2])
    finish[0]!()
    finish[2]!()
    await tick()
    expect(started).toEqual([0, 1, 2, 3, 4])
    finish[3]!()
    finish[4]!()
    const bodies = await Promise.all(runs.map(async (run) => (await run).text()))
    expect(bodies).toEqual(['page 0', 'page 1', 'page 2', 'page 3', 'page 4'])
    expect(slots.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('let the event loop poll for I/O between two renders that never wait', async () => {
    // A render whose data is cached runs to its end without giving the loop back: without
    // pacing, every waiting render ran in one turn and a new connection waited for all of them.
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve))
    const client = createConnection(port, '127.0.0.1')
    const socket = await accepted
    socket.pause()
    client.write('ready')
    // The bytes wait in the socket until it is read again.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const order: string[] = []
    socket.once('data', () => order.push('I/O'))
    const slots = renderSlots(4)
    const page = (name: string, before?: () => void) =>
      slots.run(async () => {
        order.push(name)
        before?.()
        return new Response(name, { headers: { 'content-type': 'text/html' } })
      })
    await Promise.all([page('render 1', () => socket.resume()), page('render 2'), page('render 3')])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(order).toEqual(['render 1', 'I/O', 'render 2', 'render 3'])
    client.destroy()
    socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  it('free the slot of a render that throws', async () => {
    const slots = renderSlots(1)
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(slots.stats()).toEqual({ active: 0, waiting: 0 })
    const response = await slots.run(async () => new Response('ok'))
    expect(await response.text()).toBe('ok')
  })

  it('read an HTML body whole inside the slot, and leave other bodies streaming', async () => {
    const slots = renderSlots(1)
    let pulled = false
    const stream = () =>
      new ReadableStream(
        {
          pull(controller) {
            pulled = true
            controller.enqueue(new TextEncoder().encode('x'))
            controller.close()
          },
        },
        { highWaterMark: 0 },
      )
    const json = await slots.run(
      async () => new Response(stream(), { headers: { 'content-type': 'application/json' } }),
    )
    expect(pulled).toBe(false)
    expect(await json.text()).toBe('x')
    pulled = false
    const html = await slots.run(
      async () => new Response(stream(), { headers: { 'content-type': 'text/html' } }),
    )
    expect(pulled).toBe(true)
    expect(await html.text()).toBe('x')
  })
})

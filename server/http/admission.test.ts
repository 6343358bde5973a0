import { describe, expect, it } from 'vitest'
import { renderSlots } from './admission'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

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

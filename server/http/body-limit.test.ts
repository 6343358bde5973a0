import { describe, expect, it, vi } from 'vitest'
import { DRAIN_BYTES, readCappedBody } from './body-limit.ts'

const url = new URL('http://localhost/api/trpc/forms.mediaKit')

function chunked(chunks: number, size: number) {
  let sent = 0
  let pulls = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++
      if (sent === chunks) return controller.close()
      sent++
      controller.enqueue(new Uint8Array(size))
    },
  })
  return { body, pulls: () => pulls }
}

/** A streamed POST declaring `length` bytes. */
function streamed(body: ReadableStream<Uint8Array>, length: number) {
  return new Request(url, {
    method: 'POST',
    body,
    headers: { 'content-length': String(length) },
    duplex: 'half',
  } as RequestInit)
}

describe('request body cap', () => {
  it('passes a body under the cap on, whole', async () => {
    const request = new Request(url, { method: 'POST', body: '{"a":1}' })
    const capped = await readCappedBody(request, url, 100)
    expect(await capped!.text()).toBe('{"a":1}')
  })

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const stream = chunked(1000, 1024)
    const request = streamed(stream.body, 1024 * 1000)
    expect(await readCappedBody(request, url, 64 * 1024)).toBeNull()
    expect(stream.pulls()).toBeLessThan(3)
  })

  it('cancels a declared body too large to drain, and drains a smaller one so the client reads the 413', async () => {
    let cancelled = false
    const huge = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(1024)),
      cancel: () => {
        cancelled = true
      },
    })
    const request = streamed(huge, DRAIN_BYTES + 1)
    expect(await readCappedBody(request, url)).toBeNull()
    await vi.waitFor(() => expect(cancelled).toBe(true))

    const stream = chunked(100, 1024)
    const small = streamed(stream.body, 100 * 1024)
    expect(await readCappedBody(small, url, 64 * 1024)).toBeNull()
    await vi.waitFor(() => expect(stream.pulls()).toBeGreaterThanOrEqual(100))
  })

  it('counts a chunked body and stops reading once it passes the cap', async () => {
    const stream = chunked(1000, 1024)
    const request = new Request(url, { method: 'POST', body: stream.body, duplex: 'half' } as RequestInit)
    expect(await readCappedBody(request, url, 64 * 1024)).toBeNull()
    expect(stream.pulls()).toBeLessThan(80)
  })

  it('a request without a body is passed on as it is', async () => {
    const request = new Request(url)
    expect(await readCappedBody(request, url, 10)).toBe(request)
  })
})

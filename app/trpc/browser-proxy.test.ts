import { QueryClient, hashKey } from '@tanstack/react-query'
import { type TRPCLink, createTRPCUntypedClient } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppRouter } from './client'

// What reached the HTTP link: the same for the package's proxy and the browser's own.
const sent: Array<{ type: string; path: string; input: unknown }> = []
const recording: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      sent.push({ type: op.type, path: op.path, input: op.input })
      observer.next({ result: { type: 'data', data: { ok: op.path } } })
      observer.complete()
    })
const client = createTRPCUntypedClient<AppRouter>({ links: [recording] })
vi.mock('./client', () => ({ untypedClient: () => client }))
const { browserTrpcProxy, freshQueryOnce, holdResult } = await import('./browser-proxy')

const queryClient = new QueryClient()
const reference = createTRPCOptionsProxy<AppRouter>({ client, queryClient })
const browser = browserTrpcProxy()

/** Runs a query function as React Query does, and returns what was sent. */
async function run(options: { queryKey: readonly unknown[]; queryFn?: unknown }, extra: object = {}) {
  sent.length = 0
  const queryFn = options.queryFn as (context: object) => Promise<unknown>
  const result = await queryFn({ queryKey: options.queryKey, signal: new AbortController().signal, ...extra })
  return { result, sent: [...sent] }
}

describe('the browser tRPC proxy', () => {
  beforeEach(() => {
    sent.length = 0
  })

  it('gives the query keys of the package (dehydrated data is found under them)', () => {
    const pairs = [
      [reference.site.config.queryOptions(), browser.site.config.queryOptions()],
      [
        reference.community.getPost.queryOptions({ slug: 'a-post', locale: 'es' }, { staleTime: 5 }),
        browser.community.getPost.queryOptions({ slug: 'a-post', locale: 'es' }, { staleTime: 5 }),
      ],
      [
        reference.community.listPosts.infiniteQueryOptions(
          { locale: 'pt' },
          { getNextPageParam: () => undefined },
        ),
        browser.community.listPosts.infiniteQueryOptions(
          { locale: 'pt' },
          { getNextPageParam: () => undefined },
        ),
      ],
    ] as const
    for (const [theirs, ours] of pairs) {
      expect(hashKey(ours.queryKey)).toBe(hashKey(theirs.queryKey))
      expect(ours.trpc).toEqual(theirs.trpc)
      expect((ours as { staleTime?: number }).staleTime).toBe((theirs as { staleTime?: number }).staleTime)
    }
    const [theirsInfinite, oursInfinite] = pairs[2]
    expect(oursInfinite.initialPageParam).toEqual(theirsInfinite.initialPageParam)
    expect(hashKey(browser.community.getExpert.queryKey({ slug: 'x', locale: 'en' }))).toBe(
      hashKey(reference.community.getExpert.queryKey({ slug: 'x', locale: 'en' })),
    )
  })

  it('sends the same procedure calls as the package', async () => {
    const input = { slug: 'a-post', locale: 'es' as const }
    expect(await run(browser.community.getPost.queryOptions(input))).toEqual(
      await run(reference.community.getPost.queryOptions(input)),
    )
    expect(await run(browser.site.config.queryOptions())).toEqual(
      await run(reference.site.config.queryOptions()),
    )
    const page = { pageParam: 'cursor-2', direction: 'forward' }
    const next = { getNextPageParam: () => undefined }
    expect(await run(browser.community.listPosts.infiniteQueryOptions({ locale: 'pt' }, next), page)).toEqual(
      await run(reference.community.listPosts.infiniteQueryOptions({ locale: 'pt' }, next), page),
    )
  })

  it('sends mutations as the package does', async () => {
    const value = { email: 'a@example.com' }
    const mutate = async (options: { mutationFn?: unknown; mutationKey?: unknown }) => {
      sent.length = 0
      const result = await (options.mutationFn as (input: unknown) => Promise<unknown>)(value)
      return { result, sent: [...sent], key: options.mutationKey }
    }
    expect(await mutate(browser.forms.mediaKit.mutationOptions())).toEqual(
      await mutate(reference.forms.mediaKit.mutationOptions()),
    )
  })

  it('is never a thenable, so awaiting a part of it does not call it', async () => {
    expect((browser as unknown as { then?: unknown }).then).toBeUndefined()
    const awaited = await (browser.site as unknown as Promise<unknown>)
    expect(typeof awaited).toBe('function')
  })
})

describe('answers held for their fresh time', () => {
  beforeEach(() => {
    sent.length = 0
    vi.useRealTimers()
  })

  it('asks once while an answer is fresh, again once it is not', async () => {
    vi.useFakeTimers({ now: 0 })
    const options = browser.community.listExperts.queryOptions({ locale: 'es' }, { staleTime: 60_000 })
    expect(await freshQueryOnce(options)).toEqual({ ok: 'community.listExperts' })
    expect(await freshQueryOnce(options)).toEqual({ ok: 'community.listExperts' })
    expect(sent).toHaveLength(1)
    vi.setSystemTime(60_001)
    await freshQueryOnce(options)
    expect(sent).toHaveLength(2)
    // Another input is another answer.
    await freshQueryOnce(browser.community.listExperts.queryOptions({ locale: 'pt' }, { staleTime: 60_000 }))
    expect(sent).toHaveLength(3)
  })

  it('holds what a page showed, and never an answer without a fresh time', async () => {
    const shown = [{ slug: 'dr-shown' }]
    holdResult(browser.community.listGroups.queryOptions({ locale: 'en' }, { staleTime: 60_000 }), shown)
    expect(
      await freshQueryOnce(
        browser.community.listGroups.queryOptions({ locale: 'en' }, { staleTime: 60_000 }),
      ),
    ).toBe(shown)
    expect(sent).toEqual([])
    const token = browser.revocations.tokenState.queryOptions({ token: 't'.repeat(43) })
    holdResult(token, { state: 'valid' })
    await freshQueryOnce(token)
    await freshQueryOnce(token)
    expect(sent.map((call) => call.path)).toEqual(['revocations.tokenState', 'revocations.tokenState'])
  })

  it('keeps the latest answers only', async () => {
    const options = (n: number) =>
      browser.community.getPost.queryOptions({ slug: `p${n}`, locale: 'en' }, { staleTime: 60_000 })
    for (let n = 0; n < 40; n++) holdResult(options(n), n)
    expect(await freshQueryOnce(options(39))).toBe(39)
    expect(sent).toEqual([])
    await freshQueryOnce(options(0))
    expect(sent).toHaveLength(1)
  })
})

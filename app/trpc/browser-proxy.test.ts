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
const { browserTrpcProxy } = await import('./browser-proxy')

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

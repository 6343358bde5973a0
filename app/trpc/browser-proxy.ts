// The tRPC options proxy of the browser and the server render: the query keys and options of
// @trpc/tanstack-react-query's createTRPCOptionsProxy for what this site uses (queryOptions,
// infiniteQueryOptions, queryKey, mutationOptions), without the package and the tRPC client on
// the first load (about 7 kB gzip on every page). Loaders name a call with it (context.fetchOnce);
// the HTTP client (./client) loads with the first request the browser itself makes.
import type { DataTag, QueryKey } from '@tanstack/react-query'
import type { Trpc } from './client'

type Call = 'query' | 'mutation'
type Input = Record<string, unknown> | undefined
type Key = [string[], { input?: unknown; type: 'query' | 'infinite' }]

let client: Promise<typeof import('./client')> | undefined
function send(call: Call, path: string[], input: unknown) {
  // A failed load (a deploy removed the chunk, the network dropped) is not remembered: the next
  // request, or React Query's retry, imports again.
  client ??= import('./client').catch((error: unknown) => {
    client = undefined
    throw error
  })
  return client.then(({ untypedClient }) => untypedClient()[call](path.join('.'), input))
}

/** The same key as the package's getQueryKeyInternal: cursor and direction never part of it. */
function queryKey(path: string[], input: unknown, type: Key[1]['type']): Key {
  if (
    type === 'infinite' &&
    input &&
    typeof input === 'object' &&
    ('cursor' in input || 'direction' in input)
  ) {
    const { cursor: _cursor, direction: _direction, ...rest } = input as Record<string, unknown>
    return [path, { input: rest, type }]
  }
  return [path, { ...(input !== undefined && { input }), type }]
}

function util(path: string[], name: string, [input, opts]: [Input, Record<string, unknown> | undefined]) {
  const trpc = { path: path.join('.') }
  switch (name) {
    case 'queryKey':
      return queryKey(path, input, 'query')
    case 'queryOptions':
      return {
        ...opts,
        queryKey: queryKey(path, input, 'query'),
        queryFn: ({ queryKey: key }: { queryKey: Key }) => send('query', path, key[1].input),
        trpc,
      }
    case 'infiniteQueryOptions':
      return {
        ...opts,
        queryKey: queryKey(path, input, 'infinite'),
        queryFn: (context: { queryKey: Key; pageParam?: unknown; direction?: unknown }) =>
          send('query', path, {
            ...(context.queryKey[1].input as Input),
            ...(context.pageParam !== undefined && { cursor: context.pageParam }),
            direction: context.direction,
          }),
        initialPageParam: opts?.initialCursor ?? input?.cursor,
        trpc,
      }
    case 'mutationOptions': {
      // Here the first argument is the options.
      const options = input
      return {
        ...options,
        mutationKey: [path],
        mutationFn: (value: unknown) => send('mutation', path, value),
        trpc,
      }
    }
    default:
      throw new Error(`trpc.${trpc.path}.${name}() is not available in the browser proxy`)
  }
}

function proxy(path: string[]): unknown {
  return new Proxy(() => {}, {
    // Never a thenable: `await` on a part of the proxy must not call it.
    get: (_target, key) => (typeof key === 'string' && key !== 'then' ? proxy([...path, key]) : undefined),
    apply: (_target, _this, args) => util(path.slice(0, -1), path.at(-1) ?? '', args as never),
  })
}

export function browserTrpcProxy(): Trpc {
  return proxy([]) as Trpc
}

/** What query options name: the procedure's path and its input. */
export function procedureOf(options: { queryKey: unknown }): { path: string[]; input: unknown } {
  const [path, { input }] = options.queryKey as Key
  return { path, input }
}

/** A query's procedure called once, outside any cache (query options name the call and its type). */
export type QueryOnce = <TData>(options: { queryKey: DataTag<QueryKey, TData, unknown> }) => Promise<TData>

/** Runs a query's procedure once over HTTP: what the shell and the loaders without a cache ask. */
export const queryOnce: QueryOnce = <TData>(options: { queryKey: DataTag<QueryKey, TData, unknown> }) => {
  const { path, input } = procedureOf(options)
  return send('query', path, input) as Promise<TData>
}

// What the browser holds of the queries whose options give a fresh time: a loader asking again
// within it gets the same answer without a request. Routes share it: a prefetch of the community
// benefits page from the index finds the experts and groups the index fetched or showed.
const FRESH_RESULTS_HELD = 32
const freshResults = new Map<string, { data: unknown; until: number }>()
const resultKey = (options: { queryKey: unknown }) => JSON.stringify(options.queryKey)

/** Holds `data` as the answer of these query options for their fresh time (none: not held). */
export function holdResult(options: { queryKey: unknown; staleTime?: unknown }, data: unknown) {
  if (typeof options.staleTime !== 'number' || options.staleTime <= 0) return
  const key = resultKey(options)
  freshResults.delete(key)
  freshResults.set(key, { data, until: Date.now() + options.staleTime })
  // The oldest answer goes first.
  if (freshResults.size > FRESH_RESULTS_HELD) freshResults.delete(freshResults.keys().next().value as string)
}

/** queryOnce, answered from what the browser holds while it is fresh. */
export const freshQueryOnce: QueryOnce = async (options) => {
  const held = freshResults.get(resultKey(options))
  if (held && held.until > Date.now()) return held.data as never
  const data = await queryOnce(options)
  holdResult(options as { queryKey: unknown; staleTime?: unknown }, data)
  return data
}

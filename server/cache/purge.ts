// The shared cache's purge (decision 031): the keys of a content change go to PURGE_URL as
// Varnish xkey expects them, `PURGE` with the keys space-separated in an `xkey-purge` header.
// Changes that arrive together go in one request (a short batching window), a batch too long
// for one header is split, and a request that fails is retried with exponential backoff, so a
// takedown leaves the cache within seconds of it coming back. Given up after the last attempt,
// a batch is logged and counted (purge_failures_total): its pages live until their s-maxage.
import { errorFields, log } from '../ops/log.ts'
import { countPurgeFailure, countPurgeSent } from '../ops/metrics.ts'

export interface PurgerOptions {
  url: string
  /** How long keys wait for others to join them in one request. */
  batchMs?: number
  /** The longest `xkey-purge` value of one request (Varnish's default header limit is 8 KB). */
  maxHeaderBytes?: number
  /** Attempts per request, the first included. */
  attempts?: number
  /** The wait before the first retry, doubled for each next one. */
  backoffMs?: number
  /** How long one request may take. */
  timeoutMs?: number
}

export interface Purger {
  /** Queues keys for the next request. */
  purge(keys: Iterable<string>): void
  /** Resolves once everything queued so far was sent or given up (tests, shutdown). */
  settled(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Keys in groups whose space-separated value fits in one header. */
export function batches(keys: Iterable<string>, maxBytes: number): string[][] {
  const groups: string[][] = []
  let group: string[] = []
  let length = 0
  for (const key of keys) {
    if (group.length > 0 && length + 1 + key.length > maxBytes) {
      groups.push(group)
      group = []
      length = 0
    }
    length += (group.length > 0 ? 1 : 0) + key.length
    group.push(key)
  }
  if (group.length > 0) groups.push(group)
  return groups
}

export function createPurger(options: PurgerOptions): Purger {
  const {
    url,
    batchMs = 50,
    maxHeaderBytes = 4000,
    attempts = 6,
    backoffMs = 500,
    timeoutMs = 5000,
  } = options
  const pending = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let work: Promise<void> = Promise.resolve()

  async function send(keys: string[]): Promise<void> {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { 'xkey-purge': keys.join(' ') },
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.body?.cancel()
        // 404: the cache held nothing under these keys (xkey's example VCL answers so).
        if (response.ok || response.status === 404) {
          countPurgeSent('ok')
          log.debug({ keys: keys.length, status: response.status }, 'purge: sent')
          return
        }
        throw new Error(`the cache answered ${response.status}`)
      } catch (error) {
        countPurgeSent('error')
        if (attempt === attempts) {
          countPurgeFailure()
          log.error({ error: errorFields(error), keys: keys.length, attempts }, 'purge: given up')
          return
        }
        const wait = backoffMs * 2 ** (attempt - 1)
        log.warn({ error: errorFields(error), attempt, retryInMs: wait }, 'purge: failed, retrying')
        await sleep(wait)
      }
    }
  }

  function flush(): void {
    timer = undefined
    const keys = [...pending]
    pending.clear()
    // One flush after the other: a cache that is down is not hammered by overlapping retries.
    work = work.then(() => Promise.all(batches(keys, maxHeaderBytes).map(send)).then(() => {}))
  }

  return {
    purge(keys) {
      for (const key of keys) pending.add(key)
      if (pending.size > 0 && timer === undefined) timer = setTimeout(flush, batchMs)
    },
    async settled() {
      while (timer !== undefined || pending.size > 0) await sleep(batchMs)
      await work
    },
  }
}

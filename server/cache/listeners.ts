// What a content change does in this server (decision 031): every process drops the pages and
// read results it holds, and the process that published the change purges the shared cache.
import { env } from '../env'
import { clearPageCache } from '../http/page-cache'
import { log } from '../ops/log'
import { clearQueryCache } from '../trpc/query-cache'
import { onContentChange, onContentChangeOnce } from './content-changes'
import { type Purger, createPurger } from './purge'

let installed = false
let purger: Purger | undefined

/** Installs the listeners once per process (the server entry does at start-up). */
export function installCacheListeners(): void {
  if (installed) return
  installed = true
  // Coarse on purpose: which cached page or read shows a key is not recorded in the process,
  // and both caches refill within a render of each page (decision 031).
  onContentChange(() => {
    clearPageCache()
    clearQueryCache()
  })
  const url = env().PURGE_URL
  if (url) purger = createPurger({ url })
  onContentChangeOnce(({ keys, reason }) => {
    if (purger) purger.purge(keys)
    else log.debug({ keys: keys.length, reason }, 'purge: PURGE_URL unset, no shared cache to purge')
  })
}

/** Resolves once the purges queued so far were sent or given up. */
export async function purgesSettled(): Promise<void> {
  await purger?.settled()
}

// The one door for "this content changed": an ingest event, a takedown, a member's erasure or a
// content deploy publishes the keys of what changed; every process drops what it holds for
// them (page cache, query cache) and the shared cache in front is asked to purge them once.
// Keys are the same words the pages send in their Surrogate-Key header (see
// docs/decisions/030-content-keys-and-purge.md for the list and the CDN mapping).
import type { ContentKey } from '../../core/cache/content-keys.ts'

export type { ContentKey }

export type ContentChangeReason = 'ingest' | 'takedown' | 'erasure' | 'content-deploy'

export interface ContentChange {
  keys: ContentKey[]
  reason: ContentChangeReason
}

type Listener = (change: ContentChange) => void | Promise<void>

const localListeners = new Set<Listener>()
const onceListeners = new Set<Listener>()

/** Runs in EVERY process that serves pages, for every change (drop local caches here). */
export function onContentChange(listener: Listener): () => void {
  localListeners.add(listener)
  return () => localListeners.delete(listener)
}

/** Runs ONCE per change, in the process that published it (purge the shared cache here). */
export function onContentChangeOnce(listener: Listener): () => void {
  onceListeners.add(listener)
  return () => onceListeners.delete(listener)
}

/** Delivers a change to this process's listeners (a fan-out across processes calls this too). */
export async function deliverContentChange(change: ContentChange): Promise<void> {
  await Promise.allSettled([...localListeners].map(async (listener) => listener(change)))
}

type FanOut = (change: ContentChange) => Promise<void>
let fanOut: FanOut | null = null

/** Installs the cross-process delivery (PostgreSQL NOTIFY); without one, only this process hears. */
export function setContentChangeFanOut(deliver: FanOut | null): void {
  fanOut = deliver
}

/** Publishes a change: every process's local listeners, then the once-listeners here. */
export async function publishContentChange(change: ContentChange): Promise<void> {
  if (change.keys.length === 0) return
  if (fanOut) await fanOut(change)
  else await deliverContentChange(change)
  await Promise.allSettled([...onceListeners].map(async (listener) => listener(change)))
}

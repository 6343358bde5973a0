// What a server process does around its requests: the start-up wiring, the work before it
// listens (database, replica, content fan-out, mail sender, page-view writer) and the shutdown.
import { startContentFanOut } from '../cache/fan-out.ts'
import { installCacheListeners, sweepShareImages } from '../cache/listeners.ts'
import { closeDatabase, db, openDatabase } from '../db/client.ts'
import { closeReadReplica, startReplica } from '../db/read.ts'
import { env } from '../env.ts'
import { type RenderSlots, renderSlots } from '../http/admission.ts'
import { startMailSender, stopMailSender } from '../mail/sender.ts'
import { errorFields, log } from './log.ts'
import { watchRenderQueue } from './metrics.ts'
import { startPageViewWriter, stopPageViewWriter } from './page-views.ts'

/** Run once when the server bundle loads; gives the render queue. */
export function startUp(): RenderSlots {
  // Parse the environment at start-up: a bad value stops the server here, naming the variable.
  env()
  // Content changes drop this process's cached pages and reads, and purge the shared cache in front
  // (installed before the database opens: a content deploy found at start-up is published).
  installCacheListeners()
  // Renders wait their turn for one of a few slots, in arrival order (server/http/admission.ts).
  const slots = renderSlots(env().RENDER_CONCURRENCY)
  watchRenderQueue(slots.stats)
  return slots
}

let stopFanOut: (() => Promise<void>) | undefined

/** Before the server listens: migrations and seed run here, then the mail sender starts. */
export async function ready(): Promise<void> {
  await openDatabase()
  // A replica that cannot be opened leaves reads on the primary (logged), not the server down.
  await startReplica().catch(() => null)
  // Every process of every server hears every content change (PostgreSQL LISTEN/NOTIFY).
  const url = env().DATABASE_URL
  if (url) stopFanOut = await startContentFanOut(url)
  await sweepShareImages()
  await startMailSender()
  startPageViewWriter(db, env().PAGE_VIEWS_FLUSH_SECONDS)
}

/** `vite dev` never calls ready(): each request makes sure the sender and the writer run. */
export function startInDev(): void {
  void startMailSender().catch((error) =>
    log.error({ error: errorFields(error) }, 'mail: sender not started'),
  )
  startPageViewWriter(db, env().PAGE_VIEWS_FLUSH_SECONDS)
}

/** On SIGTERM/SIGINT, after the port closed: the mail being sent is finished first. */
export async function shutdown(): Promise<void> {
  await stopMailSender()
  await stopFanOut?.()
  await closeReadReplica()
  // The views counted since the last write, before the database closes.
  await stopPageViewWriter()
  await closeDatabase()
}

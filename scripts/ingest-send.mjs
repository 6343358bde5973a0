// A signed batch to POST /api/ingest/events, as the app's backend sends it (docs/community-ingest.md):
// used by the burst benchmark and the tests that play the app.
import { createHmac } from 'node:crypto'

/** Sends `events` signed with `secret` to the server at `base`; returns its answer. */
export function sendIngestEvents(base, secret, events) {
  const body = JSON.stringify({ events })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signature = `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
  return fetch(`${base}/api/ingest/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-nestwell-timestamp': timestamp,
      'x-nestwell-signature': signature,
    },
    body,
  })
}

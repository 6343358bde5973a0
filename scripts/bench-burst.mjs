// A burst of community events against page renders (issue 26): /community and a post page are
// loaded by 10 connections for the same time twice, once quiet and once while 10,000 signed
// events (20 batches of 500 new posts, sent one batch after the other as the app would) arrive,
// and p50/p99 are compared. Every batch publishes a change that drops the page and query caches,
// so pages render again during the burst: the realistic worst case. Used by scripts/bench.mjs.
import { sendIngestEvents } from './ingest-send.mjs'
import autocannon from 'autocannon'

export const BURST_EVENTS = 10_000
const BATCH = 500

function load(base, seconds) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 10,
        duration: seconds,
        requests: [{ path: '/community' }, { path: '/community/posts/irregular-cycles-after-the-pill-en' }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  )
}

async function send(base, secret, events) {
  const response = await sendIngestEvents(base, secret, events)
  if (response.status !== 200)
    throw new Error(`burst batch answered ${response.status}: ${await response.text()}`)
}

function burstEvents(run) {
  const now = new Date().toISOString()
  const words = 'sleep feeding scan cramps nursery checkup cravings swaddle bottle routine'.split(' ')
  const events = [
    {
      kind: 'member.upsert',
      id: `burst-${run}-member`,
      appId: 'bench.member',
      version: Date.now(),
      occurredAt: now,
      member: { name: 'Bench member', avatarSeed: null, role: 'user' },
    },
    {
      kind: 'group.upsert',
      id: `burst-${run}-group`,
      appId: 'bench.group',
      version: Date.now(),
      occurredAt: now,
      group: {
        slug: 'bench-burst',
        stage: 'pregnant',
        visibility: 'public',
        name: { en: 'Bench', es: 'Bench', pt: 'Bench' },
        description: { en: 'Bench', es: 'Bench', pt: 'Bench' },
        members: 1,
      },
    },
  ]
  for (let i = events.length; i < BURST_EVENTS; i++) {
    events.push({
      kind: 'post.upsert',
      id: `burst-${run}-${i}`,
      appId: `bench.post.${i}`,
      version: Date.now() * 1000 + i,
      occurredAt: new Date().toISOString(),
      post: {
        slug: `bench-burst-${i}`,
        locale: ['en', 'es', 'pt'][i % 3],
        title: `Bench post ${i} about ${words[i % words.length]}`,
        body: `${words[i % words.length]} `.repeat(60).trim(),
        memberId: 'bench.member',
        groupId: 'bench.group',
        createdAt: new Date(Date.now() - i * 60_000).toISOString(),
      },
    })
  }
  return events
}

/** Page latency with no burst, then during one; the burst's own duration. */
export async function measureBurst(base, secret, seconds = 20, waitForBurst = true) {
  await load(base, 2)
  const quiet = await load(base, seconds)
  const events = burstEvents(Date.now())
  const began = performance.now()
  let burstMs = 0
  let sent = 0
  let stop = false
  const sending = (async () => {
    for (let i = 0; i < events.length && !stop; i += BATCH) {
      await send(base, secret, events.slice(i, i + BATCH))
      sent = i + BATCH
    }
    burstMs = Math.round(performance.now() - began)
  })()
  const during = await load(base, seconds)
  const sentDuringLoad = sent
  if (!waitForBurst) stop = true
  await sending
  const row = (name, r) => ({
    run: name,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    errors: r.errors + r.non2xx,
  })
  return {
    events: BURST_EVENTS,
    burstMs: waitForBurst ? burstMs : null,
    appliedDuringLoad: sentDuringLoad,
    eventsPerSecond: waitForBurst
      ? Math.round((BURST_EVENTS * 1000) / Math.max(1, burstMs))
      : Math.round(sentDuringLoad / seconds),
    burstLongerThanLoad: burstMs > seconds * 1000,
    quiet: row('no burst', quiet),
    during: row('10,000-event burst', during),
    p99Ratio: Number((during.latency.p99 / Math.max(1, quiet.latency.p99)).toFixed(2)),
  }
}

// Alone: `BENCH_BURST_BASE=http://127.0.0.1:3000 INGEST_SECRET=… node scripts/bench-burst.mjs`
// (BENCH_BURST_WAIT=1 waits for the whole burst and reports its duration)
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureBurst(
    process.env.BENCH_BURST_BASE ?? 'http://127.0.0.1:3000',
    process.env.INGEST_SECRET,
    Number(process.env.BENCH_BURST_SECONDS ?? 20),
    process.env.BENCH_BURST_WAIT === '1',
  )
  console.log(JSON.stringify(result, null, 2))
}

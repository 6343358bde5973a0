// The edge figures (`npm run bench` runs this after its own rows; `node scripts/bench-edge.mjs`
// alone writes bench-results/bench-edge.json): in one stack (scripts/stack/stack.mjs), requests
// per second for one page served by Varnish, through the TLS front, by the app's page cache and
// uncached; then the hit ratio and origin requests per 10,000 page views over a replayed crawl
// of every sitemap URL plus a realistic mix. Needs a build, varnish and nginx.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import tls from 'node:tls'
import autocannon from 'autocannon'
import { startStack } from './stack/stack.mjs'

// As browsers ask: compressed (Varnish stores gzip and would otherwise gunzip every answer).
const run = (url, connections, seconds) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  )

/**
 * CPU seconds used so far by every process of a process group (each part of the stack runs in
 * its own): robust to a busy machine, where requests per second are not.
 */
function groupCpuSeconds(pgid) {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // After the command: state, ppid, pgrp ... utime (14th field overall), stime (15th).
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  return ticks / 100
}
const groupOf = (stack, name) => Number(readFileSync(join(stack.dir, `${name}.pid`), 'utf8'))

/** A small deterministic generator, so every run replays the same mix. */
function random(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Requests the app servers answered (probes and metrics scrapes left out), both servers. */
async function originRequests(stack) {
  let total = 0
  for (const url of stack.appUrls) {
    const text = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${stack.metricsToken}` },
    }).then((r) => r.text())
    for (const line of text.split('\n')) {
      if (!line.startsWith('http_request_duration_seconds_count{')) continue
      if (/route="\/(readyz|healthz|metrics)"/.test(line)) continue
      total += Number(line.split(' ').at(-1))
    }
  }
  return total
}

async function replay(site, paths, concurrency) {
  const counts = { HIT: 0, MISS: 0, PASS: 0, other: 0, errors: 0 }
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]
        try {
          const response = await fetch(`${site}${path}`, { redirect: 'manual' })
          await response.arrayBuffer()
          const state = response.headers.get('x-cache') ?? 'other'
          counts[state in counts ? state : 'other']++
          if (response.status >= 500) counts.errors++
        } catch {
          counts.errors++
        }
      }
    }),
  )
  return { counts, seconds: (performance.now() - started) / 1000 }
}

export async function benchEdge({
  seconds = 4,
  connections = 50,
  views = 10_000,
  basePort = 8480,
  log = console.log,
} = {}) {
  const stack = await startStack({
    basePort,
    appEnv: { LOG_LEVEL: 'warn' },
    // app1 keeps its page cache, app2 has none: the two "origin" rows side by side.
    appEnvByName: { app2: { PAGE_CACHE_SECONDS: '0' } },
  })
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), stack.cert])
  try {
    const page = '/community'
    const rows = []
    const targets = [
      ['varnish', `${stack.varnishUrl}${page}`],
      ['tls front (nginx + varnish)', `${stack.publicUrl}${page}`],
      ['app page cache', `${stack.appUrls[0]}${page}`],
      ['app uncached', `${stack.appUrls[1]}${page}`],
    ]
    // Which processes do the work of each row (their CPU per request is the capacity figure).
    const groups = {
      varnish: ['varnishd'],
      'tls front (nginx + varnish)': ['nginx', 'varnishd'],
      'app page cache': ['app1'],
      'app uncached': ['app2'],
    }
    for (const [name, url] of targets) {
      await run(url, 10, 1) // warm-up: first renders, JIT, the cache filled
      const cpu = () => groups[name].map((part) => groupCpuSeconds(groupOf(stack, part)))
      const before = cpu()
      const result = await run(url, connections, seconds)
      const used = cpu().map((after, i) => after - before[i])
      const served = result.requests.total
      rows.push({
        served: name,
        rps: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        // CPU milliseconds per request of each part (nginx, varnishd, or the app server).
        cpuMsPerRequest: used.map((s) => Number(((1000 * s) / Math.max(1, served)).toFixed(3))),
        // Requests one fully used core of the busiest part could answer per second.
        perCoreRps: Math.round(served / Math.max(0.001, Math.max(...used))),
      })
      log(`[edge] ${JSON.stringify(rows.at(-1))}`)
    }

    // The crawl: every URL of the sitemap, as a crawler walks it.
    const sitemap = await (await fetch(`${stack.publicUrl}/sitemap.xml`)).text()
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname + new URL(m[1]).search,
    )
    // The mix: page views Zipf-distributed over the sitemap (a few pages take most views), 4 %
    // searches from a vocabulary of 40 common words, 1 % searches nobody made before.
    const next = random(20261126)
    const ranks = urls.map((_, i) => 1 / (i + 1))
    const sum = ranks.reduce((a, b) => a + b, 0)
    const words =
      'sleep baby pain bleeding nausea twins fever milk scan kicks ovulation cycle iron labor colic teeth bath diet yoga stress period cramps swelling heartburn name crib stroller walk cry nap weight vitamins coffee fish travel sex work leave test flu'.split(
        ' ',
      )
    const pick = () => {
      let r = next() * sum
      for (let i = 0; i < ranks.length; i++) {
        r -= ranks[i]
        if (r <= 0) return urls[i]
      }
      return urls.at(-1)
    }
    // Shuffled so the popular pages are not all at the top of the list.
    const order = urls
      .map((u) => [next(), u])
      .sort((a, b) => a[0] - b[0])
      .map(([, u]) => u)
    const mix = Array.from({ length: views }, () => {
      const r = next()
      if (r < 0.01) return `/community/search?q=${Math.floor(next() * 1e9).toString(36)}`
      if (r < 0.05) return `/community/search?q=${words[Math.floor(next() * words.length)]}`
      return pick()
    })
    // Warm-up: the crawl once (every sitemap URL enters the cache).
    const warm = await replay(stack.publicUrl, order, 8)
    log(`[edge] warm-up crawl: ${urls.length} URLs in ${warm.seconds.toFixed(1)} s`)
    const originBefore = await originRequests(stack)
    const measured = await replay(stack.publicUrl, [...order, ...mix], 16)
    const origin = (await originRequests(stack)) - originBefore
    const total = order.length + mix.length
    const replayed = {
      sitemapUrls: urls.length,
      pageViews: total,
      seconds: Number(measured.seconds.toFixed(1)),
      rps: Math.round(total / measured.seconds),
      xCache: measured.counts,
      hitRatioPct: Number(((100 * measured.counts.HIT) / total).toFixed(2)),
      originRequests: origin,
      originPer10kViews: Math.round((origin / total) * 10_000),
    }
    log(`[edge] replay: ${JSON.stringify(replayed)}`)
    return { page, connections, seconds, rows, replay: replayed }
  } finally {
    await stack.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchEdge({ seconds: Number(process.env.BENCH_SECONDS ?? 4) })
  console.table(result.rows)
  const load = (await import('node:fs'))
    .readFileSync('/proc/loadavg', 'utf8')
    .split(' ')
    .slice(0, 3)
    .join(' ')
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/bench-edge.json',
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: load, ...result }, null, 2)}\n`,
  )
}

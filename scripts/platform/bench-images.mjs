// Latency of the image endpoint, cold (disk cache emptied before each request) and cached:
// p50 of 20 requests each. Run against a started server:
//   node scripts/platform/bench-images.mjs http://127.0.0.1:3601 .data/dev
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const [base = 'http://127.0.0.1:3000', dataDir = '.data'] = process.argv.slice(2)
const cacheDir = join(dataDir, 'image-cache')
const runs = 20

function clearCache() {
  try {
    for (const file of readdirSync(cacheDir)) rmSync(join(cacheDir, file), { force: true })
  } catch {
    // no cache yet
  }
}

async function timed(url) {
  const started = performance.now()
  const response = await fetch(url)
  const body = new Uint8Array(await response.arrayBuffer())
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  return { ms: performance.now() - started, bytes: body.length, cache: response.headers.get('x-image-cache') }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

console.log(`image endpoint at ${base}, ${runs} requests each`)
for (const [src, width] of [
  ['/images/hero-gradient.png', 640],
  ['/images/hero-gradient.png', 1536],
  ['/images/bloom.png', 320],
]) {
  const url = `${base}/api/image?src=${src}&w=${width}`
  const cold = []
  let bytes = 0
  for (let i = 0; i < runs; i++) {
    clearCache()
    const result = await timed(url)
    if (result.cache !== 'miss') throw new Error('expected a cache miss')
    cold.push(result.ms)
    bytes = result.bytes
  }
  const cached = []
  for (let i = 0; i < runs; i++) {
    const result = await timed(url)
    if (result.cache !== 'hit') throw new Error('expected a cache hit')
    cached.push(result.ms)
  }
  const fmt = (v) => `${v.toFixed(1)} ms`
  console.log(
    `${src} w=${width} (${Math.round(bytes / 1024)} KiB webp): cold p50 ${fmt(percentile(cold, 50))} (p90 ${fmt(percentile(cold, 90))}), cached p50 ${fmt(percentile(cached, 50))} (p90 ${fmt(percentile(cached, 90))})`,
  )
}

// `npm run lighthouse`: builds, starts the production server and runs Lighthouse (mobile, the
// default simulated throttling) on the home, community, post and partner pages, the pregnancy hub and a
// week page, the two calculators and the two policies in each locale
// against Debian's Chromium. Prints the four category scores with LCP, TBT and CLS, writes
// bench-results/lighthouse.json, and exits non-zero when a score is under LIGHTHOUSE_MIN.
// LIGHTHOUSE_LOCALES=en limits the run; LIGHTHOUSE_SKIP_BUILD=1 reuses dist/.
// Each page runs LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score
// is reported, as Lighthouse advises: on a shared 2-core machine one run's TBT swings 2-4x.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { lighthousePages } from './bench-pages.mjs'
import { serverEnv, serverNodeFlags } from './server-node-flags.mjs'

const PORT = 3892
const base = `http://127.0.0.1:${PORT}`
const locales = (process.env.LIGHTHOUSE_LOCALES ?? 'en,es,pt').split(',')
const minimum = Number(process.env.LIGHTHOUSE_MIN ?? 0)
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
// LIGHTHOUSE_PAGES=week,dueDate limits the run to those pages (names in scripts/bench-pages.mjs).
const only = process.env.LIGHTHOUSE_PAGES?.split(',')
// LIGHTHOUSE_CPU_SLOWDOWN=8 stands in for a slower phone than Lighthouse's default of 4.
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined
// LIGHTHOUSE_UA=crawler measures as Googlebot's smartphone crawler: the framework buffers the
// whole document for bots (isbot) instead of streaming it.
const crawlerAgent =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const userAgent = process.env.LIGHTHOUSE_UA === 'crawler' ? crawlerAgent : undefined
const outputName = process.env.LIGHTHOUSE_OUTPUT ?? 'lighthouse'

if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'ignore' })
  if (build.status !== 0) throw new Error('build failed')
}

const dataDir = '.data/lighthouse'
rmSync(dataDir, { recursive: true, force: true })
const server = spawn(process.execPath, [...serverNodeFlags, 'scripts/serve.ts'], {
  env: { ...serverEnv(), PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
for (;;) {
  if (server.exitCode !== null) throw new Error('server exited')
  try {
    if ((await fetch(`${base}/`)).ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 100))
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

const rows = []
try {
  for (const [page, paths] of Object.entries(lighthousePages())) {
    if (only && !only.includes(page)) continue
    for (const locale of locales) {
      const path = paths[locale]
      // The first visit fills the page cache; Lighthouse measures what visitors get after it.
      await fetch(base + path)
      const pageRuns = []
      for (let run = 0; run < runs; run++) pageRuns.push(await measure(page, locale, path))
      pageRuns.sort((a, b) => a.performance - b.performance)
      const median = pageRuns[Math.floor(pageRuns.length / 2)]
      rows.push({ ...median, performanceRuns: pageRuns.map((r) => r.performance) })
      const { below100: _, ...scores } = rows.at(-1)
      console.log(JSON.stringify(scores))
    }
  }
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
}

async function measure(page, locale, path) {
  const result = await lighthouse(base + path, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    formFactor: 'mobile',
    ...(cpuSlowdown && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    ...(userAgent && { emulatedUserAgent: userAgent }),
  })
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) console.error(`${path}: ${runtimeError.code} ${runtimeError.message}`)
  const metric = (id, digits = 0) => {
    const value = audits[id]?.numericValue
    return value === undefined ? null : Number(value.toFixed(digits))
  }
  const score = (id) => Math.round((categories[id].score ?? 0) * 100)
  const failed = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      shown: audit.displayValue,
      items: (audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? item.url ?? ''),
    }))
  return {
    page,
    locale,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift', 3),
    below100: failed,
  }
}

console.table(rows.map(({ below100, ...row }) => row))
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  `bench-results/${outputName}.json`,
  `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown, userAgent, rows }, null, 2)}\n`,
)
const low = rows.filter((row) =>
  [row.performance, row.accessibility, row.bestPractices, row.seo].some((s) => s < minimum),
)
if (low.length > 0) {
  console.error(`${low.length} page(s) under ${minimum}`)
  process.exitCode = 1
}

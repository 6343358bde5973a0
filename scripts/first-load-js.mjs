// First-load JavaScript of each page type: every script and modulepreload the server-rendered
// HTML names, every module those import statically and the page's inline message strings,
// gzip-compressed and summed, as a browser on a cold cache downloads it.
// Usage: node scripts/first-load-js.mjs BASE [--chunks] [--json]
import { gzipSync } from 'node:zlib'
import { lighthousePages } from './bench-pages.mjs'

export function firstLoadPages() {
  const {
    home,
    community,
    post,
    partner,
    pregnancy,
    week,
    dueDate,
    ovulation,
    cycle,
    baby,
    babyMonth,
    editorial,
    accessibility,
  } = lighthousePages()
  return {
    home: home.en,
    community: community.en,
    post: post.en,
    expert: '/community/experts/dr-helena-marsh',
    partner: partner.en,
    privacy: '/privacy-policy',
    dataRevocation: '/data-revocation',
    search: '/community/search?q=sleep',
    pregnancy: pregnancy.en,
    week: week.en,
    dueDate: dueDate.en,
    ovulation: ovulation.en,
    cycle: cycle.en,
    baby: baby.en,
    babyMonth: babyMonth.en,
    editorial: editorial.en,
    accessibility: accessibility.en,
  }
}

// As a visitor's browser asks (a crawler is served the same scripts, but measure what people get).
const visitorAgent =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

const scriptUrls = (html) => {
  const urls = new Set()
  for (const [, url] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(url)
  for (const [, url] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(url)
  for (const [, url] of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(url)
  // The hydration entry is imported from an inline module script.
  for (const [, url] of html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g)) urls.add(url)
  return [...urls]
}

// A static import in a minified chunk: `import"./x.js"` or `from"./x.js"`, never `import("./x.js")`.
const staticImports = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g

/** The page's import map (prefixes only, as the site writes them) as a function of a path. */
const importMapOf = (html) => {
  const json = /<script type="importmap">([^<]*)<\/script>/.exec(html)?.[1]
  const prefixes = Object.entries(json ? JSON.parse(json).imports : {})
  return (path) => {
    const match = prefixes.find(([from]) => path.startsWith(from))
    return match ? match[1] + path.slice(match[0].length) : path
  }
}

/** { page: { totalGzipBytes, chunks: { url: gzipBytes } } } */
export async function measureFirstLoad(base, pages = firstLoadPages()) {
  /** url → { gzipBytes, imports: the urls it imports statically } */
  const fetched = new Map()
  const fetchScript = async (url) => {
    if (!fetched.has(url)) {
      const response = await fetch(new URL(url, base))
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      const body = Buffer.from(await response.arrayBuffer())
      const imports = [...body.toString('utf8').matchAll(staticImports)].map(
        ([, specifier]) => new URL(specifier, new URL(url, base)).pathname,
      )
      fetched.set(url, { gzipBytes: gzipSync(body, { level: 9 }).length, imports })
    }
    return fetched.get(url)
  }
  /** @type {Record<string, { totalGzipBytes: number, chunks: Record<string, number> }>} */
  const result = {}
  for (const [name, path] of Object.entries(pages)) {
    const response = await fetch(new URL(path, base), { headers: { 'user-agent': visitorAgent } })
    // An older build without the page (comparisons across commits) just lacks the row.
    if (response.status === 404) continue
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    const chunks = {}
    const html = await response.text()
    const mapped = importMapOf(html)
    // What the page names, and what those scripts import before they run (a browser loads it too).
    const pending = scriptUrls(html)
    while (pending.length > 0) {
      const url = pending.pop()
      if (url in chunks) continue
      const { gzipBytes, imports } = await fetchScript(url)
      chunks[url] = gzipBytes
      pending.push(...imports.map(mapped))
    }
    // The first load's message strings come inline in the page (decision 050): code it runs too.
    const inlineStrings = [...html.matchAll(/<script>([^<]*__nestwellStrings[^<]*)<\/script>/g)]
    if (inlineStrings.length > 0) {
      chunks['(inline strings)'] = gzipSync(inlineStrings.map(([, text]) => text).join('\n'), {
        level: 9,
      }).length
    }
    const totalGzipBytes = Object.values(chunks).reduce((sum, bytes) => sum + bytes, 0)
    result[name] = { totalGzipBytes, chunks }
  }
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  if (!base) throw new Error('usage: node scripts/first-load-js.mjs BASE [--chunks] [--json]')
  const result = await measureFirstLoad(base)
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2))
  else
    for (const [name, { totalGzipBytes, chunks }] of Object.entries(result)) {
      console.log(`${name.padEnd(15)} ${(totalGzipBytes / 1000).toFixed(1)} kB`)
      if (process.argv.includes('--chunks'))
        for (const [url, bytes] of Object.entries(chunks).sort((a, b) => b[1] - a[1]))
          console.log(`    ${(bytes / 1000).toFixed(1).padStart(6)}  ${url}`)
    }
}

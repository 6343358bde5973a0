// Where a page's first-load JavaScript goes, per source module and per package (gzip kB).
// Needs a build with source maps (`SOURCEMAP=1 npm run build`) served at BASE.
// Usage: node scripts/first-load-modules.mjs BASE [page (default home)] [--modules] [--top N]
//
// Each chunk's minified bytes are attributed to the source module its source map names; each
// module's share of the chunk is gzipped alone, and the shares are scaled so that they sum to
// the chunk's real gzip size (modules compress better together than alone). An estimate: good
// for ranking what to cut, within ~10 % for any one module.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { firstLoadPages, measureFirstLoad } from './first-load-js.mjs'

const assets = new URL('../dist/client/', import.meta.url)
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Decodes one line's VLQ segments into [generatedColumn, sourceIndex] pairs. */
function decodeLine(line, state) {
  const segments = []
  for (const segment of line.split(',')) {
    if (!segment) continue
    const values = []
    let value = 0
    let shift = 0
    for (const char of segment) {
      const digit = base64.indexOf(char)
      value += (digit & 31) << shift
      if (digit & 32) shift += 5
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1)
        value = 0
        shift = 0
      }
    }
    state.column += values[0]
    if (values.length > 1) state.source += values[1]
    segments.push([state.column, values.length > 1 ? state.source : -1])
  }
  return segments
}

/** { module: gzipBytes } for one built chunk. */
function chunkModules(file) {
  const code = readFileSync(new URL(file, assets), 'utf8')
  const chunkGzip = gzipSync(code, { level: 9 }).length
  let map
  try {
    map = JSON.parse(readFileSync(new URL(`${file}.map`, assets), 'utf8'))
  } catch {
    return { [`(no source map) ${file}`]: chunkGzip }
  }
  const texts = new Map()
  const add = (name, text) => texts.set(name, (texts.get(name) ?? '') + text)
  const lines = code.split('\n')
  const mappingLines = map.mappings.split(';')
  const state = { source: 0 }
  lines.forEach((line, index) => {
    state.column = 0
    const segments = decodeLine(mappingLines[index] ?? '', state)
    let covered = 0
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length
      if (column > covered) add('(glue)', line.slice(covered, column))
      add(source >= 0 ? map.sources[source] : '(glue)', line.slice(column, end))
      covered = end
    })
    if (covered < line.length) add('(glue)', line.slice(covered))
  })
  const alone = [...texts].map(([name, text]) => [name, gzipSync(text, { level: 9 }).length])
  const sum = alone.reduce((total, [, bytes]) => total + bytes, 0)
  return Object.fromEntries(alone.map(([name, bytes]) => [name, (bytes * chunkGzip) / sum]))
}

const moduleName = (source) => source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '')
const packageName = (name) => {
  if (name.startsWith('(')) return name
  const parts = name.split('/')
  if (/^(app|core|server)$/.test(parts[0])) return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** { modules: { name: bytes }, packages: { name: bytes }, total } for one page's first load. */
export async function firstLoadModules(base, page = 'home') {
  const path = firstLoadPages()[page]
  if (!path) throw new Error(`unknown page ${page}`)
  const measured = await measureFirstLoad(base, { [page]: path })
  const modules = {}
  for (const url of Object.keys(measured[page].chunks))
    for (const [source, bytes] of Object.entries(chunkModules(url.replace(/^\//, '')))) {
      const name = moduleName(source)
      modules[name] = (modules[name] ?? 0) + bytes
    }
  const packages = {}
  for (const [name, bytes] of Object.entries(modules))
    packages[packageName(name)] = (packages[packageName(name)] ?? 0) + bytes
  return { modules, packages, total: measured[page].totalGzipBytes }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const [base, page = 'home'] = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--top')
  if (!base) throw new Error('usage: node scripts/first-load-modules.mjs BASE [page] [--modules] [--top N]')
  const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 40
  const { modules, packages, total } = await firstLoadModules(base, page)
  const rows = Object.entries(args.includes('--modules') ? modules : packages).sort((a, b) => b[1] - a[1])
  console.log(`${page}: ${(total / 1000).toFixed(1)} kB gzip`)
  for (const [name, bytes] of rows.slice(0, top))
    console.log(`${(bytes / 1000).toFixed(2).padStart(7)}  ${name}`)
}

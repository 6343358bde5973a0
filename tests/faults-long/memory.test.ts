// What a server process holds in memory: libvips (sharp, ~30 MB) only once an image is drawn;
// pdfkit (~30 MB) and the avatar style only once a media kit or an avatar is drawn.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from './support/server'

const PORT = Number(process.env.TEST_PORT ?? 3320)
let server: RunningServer

beforeAll(async () => {
  server = await startServer('memory', PORT, { LOG_LEVEL: 'warn' })
})

afterAll(async () => {
  await server?.stop()
})

const mapsLibvips = () => readFileSync(`/proc/${server.child.pid}/maps`, 'utf8').includes('libvips')

describe('server memory', () => {
  it('loads sharp on the first image it draws, not to serve pages', async () => {
    const slug = /slug: ['"]([a-z0-9-]+)['"]/.exec(
      readFileSync('server/db/seed/data/posts.en.ts', 'utf8'),
    )?.[1]
    for (const path of ['/', '/es/comunidad', `/community/posts/${slug}`, '/pt/parceiro-conosco']) {
      expect((await fetch(`${server.base}${path}`)).status).toBe(200)
    }
    expect(mapsLibvips()).toBe(false)
    const image = await fetch(`${server.base}/api/share/post/${slug}.png?locale=en`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(mapsLibvips()).toBe(true)
  })
})

// Packages a page render never needs: each must be imported on first use (`await import()`),
// never by a static import anywhere in the server build, so a process that serves only pages
// never loads them.
const onDemand = ['pdfkit', 'sharp', '@dicebear/core', '@dicebear/notionists', '@dicebear/collection']

describe('server build', () => {
  it('imports pdfkit, sharp and the avatar packages only on first use', () => {
    const files = [
      'dist/server/server.js',
      ...readdirSync('dist/server/assets').map((f) => join('dist/server/assets', f)),
    ]
    const staticImports = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']/gm)]
        .map((match) => match[1]!)
        .filter((specifier) => onDemand.includes(specifier))
        .map((specifier) => `${specifier} in ${file}`),
    )
    expect(staticImports).toEqual([])
    const dynamic = files.some((file) => readFileSync(file, 'utf8').includes('import("pdfkit")'))
    expect(dynamic).toBe(true)
  })
})

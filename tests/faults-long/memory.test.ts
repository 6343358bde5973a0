// What a server process holds in memory: libvips (sharp, ~30 MB) only once an image is drawn.
import { readFileSync } from 'node:fs'
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

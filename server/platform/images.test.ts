import { mkdtempSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALLOWED_IMAGE_WIDTHS, candidateWidths, imageSrcSet } from '../../core/images/images'
import { getImage, handleImageRequest, parseImageRequest } from './images'

let root: string
let store: { sourceDir: string; cacheDir: string }

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'nw-images-'))
  store = { sourceDir: join(root, 'images'), cacheDir: join(root, 'cache') }
  mkdirSync(join(store.sourceDir, 'sub'), { recursive: true })
  const png = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#8b5cf6' } })
    .png()
    .toBuffer()
  writeFileSync(join(store.sourceDir, 'wide.png'), png)
  writeFileSync(join(store.sourceDir, 'sub', 'small.png'), await sharp(png).resize(400).toBuffer())
  writeFileSync(join(root, 'secret.png'), png)
  symlinkSync(join(root, 'secret.png'), join(store.sourceDir, 'escape.png'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const parse = (query: string) => parseImageRequest(new URL(`http://x/api/image?${query}`), 100)

describe('image request validation', () => {
  it('accepts the spec’s widths at 1x and 2x only', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072])
    expect(parse('src=/images/a.png&w=640')).toEqual({
      ok: true,
      params: { src: '/images/a.png', width: 640, quality: 100 },
    })
    expect(parse('src=/images/a.jpg&w=3072&q=80')).toMatchObject({ ok: true, params: { quality: 80 } })
    for (const w of ['0', '641', '99999999', '-320', '320.0', 'abc', '']) {
      expect(parse(`src=/images/a.png&w=${w}`).ok, `w=${w}`).toBe(false)
    }
    for (const q of ['0', '101', '50.5', 'max']) {
      expect(parse(`src=/images/a.png&w=640&q=${q}`).ok, `q=${q}`).toBe(false)
    }
  })

  it('is not a proxy: absolute URLs, "..", other folders and types are refused', () => {
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/images/x.png',
      '/images/../package.json',
      '/images/%2e%2e/x.png',
      '/images/sub/../../x.png',
      '/favicon.svg',
      '/images/default-avatar.svg',
      '/images/x.png.exe',
      '/images/x.gif',
      '/assets/x.png',
      'images/x.png',
      '/images/.hidden.png',
      '/images\\x.png',
      'file:///etc/passwd',
    ]) {
      expect(parse(`src=${encodeURIComponent(src)}&w=640`), src).toMatchObject({ ok: false, status: 400 })
    }
    expect(parse('w=640')).toMatchObject({ ok: false, status: 400 })
    expect(parse('src=/images/a.png&w=640&url=https://x')).toMatchObject({ ok: false, status: 400 })
  })
})

describe('image rendering and cache', () => {
  it('renders webp at the asked width, then serves it from the disk cache', async () => {
    const first = await getImage({ src: '/images/wide.png', width: 640, quality: 100 }, store)
    expect(first.status).toBe(200)
    if (first.status !== 200) return
    expect(first.cached).toBe(false)
    const meta = await sharp(first.body).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(640)
    expect(meta.height).toBe(320)
    expect(readdirSync(store.cacheDir).filter((f) => f.endsWith('.webp'))).toHaveLength(1)

    const second = await getImage({ src: '/images/wide.png', width: 640, quality: 100 }, store)
    expect(second).toMatchObject({ status: 200, cached: true, etag: first.etag })
    const revalidated = await getImage(
      { src: '/images/wide.png', width: 640, quality: 100 },
      store,
      first.etag,
    )
    expect(revalidated.status).toBe(304)
  })

  it('never enlarges a small source, and shares one render between simultaneous requests', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => getImage({ src: '/images/sub/small.png', width: 1280, quality: 90 }, store)),
    )
    for (const result of results) {
      expect(result.status).toBe(200)
      if (result.status === 200) expect((await sharp(result.body).metadata()).width).toBe(400)
    }
  })

  it('404 for a missing file or a link leading out of the folder', async () => {
    expect((await getImage({ src: '/images/none.png', width: 640, quality: 100 }, store)).status).toBe(404)
    expect((await getImage({ src: '/images/escape.png', width: 640, quality: 100 }, store)).status).toBe(404)
  })

  it('answers with long-lived cache headers and an ETag', async () => {
    const response = await handleImageRequest(
      new Request('http://x/api/image?src=/images/wide.png&w=320&q=70'),
      store,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    const bad = await handleImageRequest(
      new Request('http://x/api/image?src=https://evil/x.png&w=320'),
      store,
    )
    expect(bad.status).toBe(400)
  })
})

describe('srcset for <Img>', () => {
  it('offers widths up to twice the display width, never above the source', () => {
    expect(candidateWidths({ displayWidth: 320, intrinsicWidth: 1600 })).toEqual([320, 640])
    expect(candidateWidths({ displayWidth: 1024, intrinsicWidth: 2400 })).toEqual([
      320, 640, 768, 1024, 1280, 1536, 2048,
    ])
    expect(candidateWidths({ displayWidth: 800, intrinsicWidth: 700 })).toEqual([320, 640])
    expect(candidateWidths({ displayWidth: 100, intrinsicWidth: 100 })).toEqual([320])
  })
  it('writes w descriptors and a fallback at the display width', () => {
    const { src, srcSet } = imageSrcSet('/images/hero.png', {
      displayWidth: 640,
      intrinsicWidth: 2400,
      quality: 80,
    })
    expect(src).toBe('/api/image?src=/images/hero.png&w=640&q=80')
    expect(srcSet.split(', ')).toEqual([
      '/api/image?src=/images/hero.png&w=320&q=80 320w',
      '/api/image?src=/images/hero.png&w=640&q=80 640w',
      '/api/image?src=/images/hero.png&w=768&q=80 768w',
      '/api/image?src=/images/hero.png&w=1024&q=80 1024w',
      '/api/image?src=/images/hero.png&w=1280&q=80 1280w',
    ])
  })
})

// The image endpoint: the site's own raster images from public/images, resized to one of the
// spec's widths, converted to webp with sharp, cached on disk and served for a year.
// Not a proxy: absolute URLs, "..", other folders and other file types are refused.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { ALLOWED_IMAGE_WIDTHS, IMAGE_SOURCE_PATTERN } from '../../core/images/images'
import { env } from '../env'
import { errorFields, log } from '../ops/log'
import { etagMatches } from '../http/conditional'
import { cachePolicy } from '../http/cache-policy'

// One libvips job per core at most: this machine class has two and also serves pages.
const MAX_CONCURRENT_RENDERS = 2
const CACHE_VERSION = 'v1'

export interface ImageParams {
  src: string
  width: number
  quality: number
}

export type ParsedImageRequest =
  | { ok: true; params: ImageParams }
  | { ok: false; status: 400; message: string }

export function parseImageRequest(url: URL, defaultQuality: number): ParsedImageRequest {
  const fail = (message: string): ParsedImageRequest => ({ ok: false, status: 400, message })
  const src = url.searchParams.get('src')
  if (!src) return fail('src is required')
  if (
    src.length > 200 ||
    src.includes('..') ||
    src.includes('\\') ||
    src.includes('//') ||
    src.includes('%')
  ) {
    return fail('src must be a path under /images/')
  }
  if (!IMAGE_SOURCE_PATTERN.test(src)) return fail('src must be a .png, .jpg, .webp or .avif under /images/')
  const w = url.searchParams.get('w')
  if (!w || !/^\d{1,5}$/.test(w) || !ALLOWED_IMAGE_WIDTHS.includes(Number(w))) {
    return fail(`w must be one of ${ALLOWED_IMAGE_WIDTHS.join(', ')}`)
  }
  const q = url.searchParams.get('q')
  if (q !== null && (!/^\d{1,3}$/.test(q) || Number(q) < 1 || Number(q) > 100)) {
    return fail('q must be an integer from 1 to 100')
  }
  for (const key of url.searchParams.keys()) {
    if (!['src', 'w', 'q', 'v'].includes(key)) return fail(`unknown parameter ${key}`)
  }
  return { ok: true, params: { src, width: Number(w), quality: q === null ? defaultQuality : Number(q) } }
}

export interface ImageStoreOptions {
  sourceDir: string
  cacheDir: string
}

/** public/images while the sources are there (dev, tests), else the built copy in dist/client. */
export function defaultImageStore(): ImageStoreOptions {
  const candidates = [resolve('public/images'), resolve('dist/client/images')]
  const sourceDir = candidates.find((dir) => existsSync(dir)) ?? candidates[0]!
  return { sourceDir, cacheDir: resolve(env().DATA_DIR, 'image-cache') }
}

export type ImageResult =
  | { status: 200; body: Buffer; etag: string; cached: boolean }
  | { status: 304; etag: string }
  | { status: 404; message: string }

const inFlight = new Map<string, Promise<Buffer>>()
let running = 0
const waiting: Array<() => void> = []

/** Runs a sharp job when one of the render slots is free (share images use them too). */
export async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_RENDERS) await new Promise<void>((go) => waiting.push(go))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/** sharp, loaded on the first conversion: libvips costs each server process ~30 MB it may never use. */
export async function loadSharp() {
  return (await import('sharp')).default
}

async function render(file: string, params: ImageParams, target: string): Promise<Buffer> {
  const sharp = await loadSharp()
  const body = await withRenderSlot(() =>
    sharp(file)
      .resize({ width: params.width, withoutEnlargement: true })
      .webp({ quality: params.quality, effort: 4 })
      .toBuffer(),
  )
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, body)
  await rename(temporary, target)
  return body
}

export async function getImage(
  params: ImageParams,
  store: ImageStoreOptions,
  ifNoneMatch?: string | null,
): Promise<ImageResult> {
  const notFound = { status: 404 as const, message: 'no such image' }
  const root = await realpath(store.sourceDir).catch(() => undefined)
  if (!root) return notFound
  const file = await realpath(join(root, params.src.slice('/images/'.length))).catch(() => undefined)
  // A symbolic link out of the folder is refused like a missing file.
  if (!file?.startsWith(root + sep)) return notFound
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) return notFound

  const key = createHash('sha256')
    .update([CACHE_VERSION, params.src, params.width, params.quality, info.size, info.mtimeMs].join('|'))
    .digest('hex')
    .slice(0, 32)
  const etag = `"${key}"`
  if (etagMatches(ifNoneMatch, etag)) {
    return { status: 304, etag }
  }

  const target = join(store.cacheDir, `${key}.webp`)
  const cached = await readFile(target).catch(() => undefined)
  if (cached) return { status: 200, body: cached, etag, cached: true }

  let job = inFlight.get(key)
  if (!job) {
    job = mkdir(store.cacheDir, { recursive: true })
      .then(() => render(file, params, target))
      .finally(() => inFlight.delete(key))
    inFlight.set(key, job)
  }
  return { status: 200, body: await job, etag, cached: false }
}

const immutable = cachePolicy.immutable

export async function handleImageRequest(
  request: Request,
  store: ImageStoreOptions = defaultImageStore(),
): Promise<Response> {
  const parsed = parseImageRequest(new URL(request.url), env().IMAGE_QUALITY)
  const text = (status: number, message: string) =>
    new Response(`${message}\n`, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cachePolicy.private },
    })
  if (!parsed.ok) return text(parsed.status, parsed.message)
  try {
    const result = await getImage(parsed.params, store, request.headers.get('if-none-match'))
    if (result.status === 404) return text(404, result.message)
    const headers = { etag: result.etag, 'cache-control': immutable }
    if (result.status === 304) return new Response(null, { status: 304, headers })
    return new Response(new Uint8Array(result.body), {
      headers: {
        ...headers,
        'content-type': 'image/webp',
        'content-length': String(result.body.length),
        'x-content-type-options': 'nosniff',
        'x-image-cache': result.cached ? 'hit' : 'miss',
      },
    })
  } catch (error) {
    log.error({ params: parsed.params, error: errorFields(error) }, 'image: could not render')
    return text(500, 'could not render the image')
  }
}

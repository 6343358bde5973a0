// gzip for HTML and JSON answers. A cached page is compressed once: its parts between nonce
// placeholders are deflated apart (byte-aligned by a sync flush), and each response stitches
// them around its own nonce as stored blocks, so no response pays for compressing the page.
import { constants, crc32, deflateRawSync } from 'node:zlib'

const MIN_BYTES = 1024
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding')
  if (!header) return false
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.trim().toLowerCase().split(';')
    if (name !== 'gzip' && name !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/** A page split around its placeholders, each part deflated once. */
export interface PrecompressedPage {
  parts: Buffer[]
  deflated: Buffer[]
  fillerLength: number
}

const WINDOW = 32 * 1024

/**
 * Each part is deflated with what precedes it as the dictionary, so it compresses as well as
 * the whole page would. Fillers stand in that history as NULs of the nonce's length: the page
 * has none, so no back-reference can cover a filler and the real nonce can take its place.
 */
export function precompress(html: string, placeholder: string, fillerLength = 24): PrecompressedPage {
  const parts = html.split(placeholder).map((part) => Buffer.from(part))
  const last = parts.length - 1
  const usesHistory = !html.includes('\0')
  const gap = Buffer.alloc(fillerLength)
  let history = Buffer.alloc(0)
  const deflated = parts.map((part, index) => {
    const options = { finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }
    const output =
      usesHistory && history.length > 0
        ? deflateRawSync(part, { ...options, dictionary: history })
        : deflateRawSync(part, options)
    if (usesHistory) history = Buffer.concat([history, part, gap]).subarray(-WINDOW)
    return output
  })
  return { parts, deflated, fillerLength }
}

/** A non-final stored (uncompressed) deflate block; starts on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length)
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}

/** The plain body of `page` with `filler` in place of every placeholder. */
export function joinWith(page: PrecompressedPage, filler: string): Buffer<ArrayBuffer> {
  const fillerBytes = Buffer.from(filler)
  const pieces: Buffer[] = []
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(fillerBytes)
    pieces.push(part)
  })
  return Buffer.concat(pieces)
}

/** The gzip body of `page` with `filler` (the nonce) in place of every placeholder. */
export function gzipWith(page: PrecompressedPage, filler: string): Buffer<ArrayBuffer> {
  const fillerBytes = Buffer.from(filler)
  if (fillerBytes.length !== page.fillerLength && page.parts.length > 1) {
    throw new Error(`filler of ${fillerBytes.length} bytes, page compressed for ${page.fillerLength}`)
  }
  const fillerBlock = storedBlock(fillerBytes)
  const pieces: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  page.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(fillerBlock)
      crc = crc32(fillerBytes, crc)
      size += fillerBytes.length
    }
    pieces.push(page.deflated[index]!)
    // Node's crc32 answers 0 for empty data whatever the running value.
    if (part.length > 0) crc = crc32(part, crc)
    size += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  pieces.push(trailer)
  return Buffer.concat(pieces)
}

function compressible(response: Response): boolean {
  if (!response.body || response.headers.has('content-encoding')) return false
  if (response.status === 204 || response.status === 304) return false
  const type = response.headers.get('content-type') ?? ''
  if (!/^(text\/html|application\/json|text\/plain|image\/svg\+xml|application\/xml|text\/xml)/.test(type)) {
    return false
  }
  const length = response.headers.get('content-length')
  return length === null || Number(length) >= MIN_BYTES
}

/** gzip on the fly for an answer that was not cached (streamed pages, JSON). */
export function compressResponse(request: Request, response: Response): Response {
  if (!compressible(response)) return response
  if (!acceptsGzip(request) || request.method === 'HEAD') {
    try {
      if (!/accept-encoding/i.test(response.headers.get('vary') ?? ''))
        response.headers.append('vary', 'Accept-Encoding')
      return response
    } catch {
      // Immutable headers: copied below with the body untouched.
      const headers = new Headers(response.headers)
      headers.append('vary', 'Accept-Encoding')
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      })
    }
  }
  const headers = new Headers(response.headers)
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding')
  headers.delete('content-length')
  headers.set('content-encoding', 'gzip')
  const body = response.body!.pipeThrough(new CompressionStream('gzip'))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

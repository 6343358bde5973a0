// The image endpoint's contract, shared by the <Img> component (browser) and the endpoint
// (server): the spec's widths and densities only, webp out, default quality 100.

export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const
export const IMAGE_DENSITIES = [1, 2] as const
export const IMAGE_ENDPOINT = '/api/image'

/** Every width the endpoint renders: each breakpoint at 1x and 2x (320 … 3072). */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = [
  ...new Set(Object.values(IMAGE_WIDTHS).flatMap((width) => IMAGE_DENSITIES.map((d) => width * d))),
].sort((a, b) => a - b)

/** Files under public/images the endpoint accepts (no folder tricks, no other extensions). */
export const IMAGE_SOURCE_PATTERN =
  /^\/images\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:png|jpe?g|webp|avif)$/i

export function imageUrl(src: string, width: number, quality?: number): string {
  // The pattern leaves nothing in src that needs more than encodeURI (no & ? # or %).
  const q = quality === undefined ? '' : `&q=${quality}`
  return `${IMAGE_ENDPOINT}?src=${encodeURI(src)}&w=${width}${q}`
}

export interface SrcSetOptions {
  /** The widest the image is ever shown, in CSS pixels. */
  displayWidth: number
  /** The source file's width: the endpoint never enlarges. */
  intrinsicWidth: number
  quality?: number
}

/** The candidate widths: up to twice the display width (2x screens), never above the source. */
export function candidateWidths({ displayWidth, intrinsicWidth }: SrcSetOptions): number[] {
  const limit = Math.min(displayWidth * 2, intrinsicWidth)
  const widths = ALLOWED_IMAGE_WIDTHS.filter((width) => width <= limit)
  if (widths.length === 0) widths.push(ALLOWED_IMAGE_WIDTHS[0]!)
  // The next step up covers the gap when the source is wider than the last allowed step.
  const next = ALLOWED_IMAGE_WIDTHS.find((width) => width > widths[widths.length - 1]!)
  if (next !== undefined && next <= intrinsicWidth && widths[widths.length - 1]! < limit) widths.push(next)
  return widths
}

export function imageSrcSet(src: string, options: SrcSetOptions): { src: string; srcSet: string } {
  const widths = candidateWidths(options)
  const fallback = widths.find((width) => width >= options.displayWidth) ?? widths[widths.length - 1]!
  return {
    src: imageUrl(src, fallback, options.quality),
    srcSet: widths.map((width) => `${imageUrl(src, width, options.quality)} ${width}w`).join(', '),
  }
}

import type { ImgHTMLAttributes } from 'react'
import { IMAGE_WIDTHS, imageSrcSet } from '@core/images/images'

type Breakpoint = keyof typeof IMAGE_WIDTHS

export interface ImgProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  /** A file under public/images, e.g. "/images/hero-gradient.png". */
  src: string
  /** Required: describe the image, or "" when it is decorative. */
  alt: string
  /** The source file's size in pixels: reserves the space (no layout shift) and caps the widths. */
  width: number
  height: number
  /** The widest the image is shown, in CSS pixels or a breakpoint name (default: its width, at most xxl). */
  displayWidth?: number | Breakpoint
  /** The `sizes` attribute; say how wide the image is at each viewport (default 100vw). */
  sizes?: string
  quality?: number
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean
}

/** A responsive image served by /api/image: webp, the spec's widths at 1x and 2x. */
export function Img({
  src,
  alt,
  width,
  height,
  displayWidth,
  sizes = '100vw',
  quality,
  priority = false,
  ...rest
}: ImgProps) {
  const display =
    typeof displayWidth === 'string'
      ? IMAGE_WIDTHS[displayWidth]
      : (displayWidth ?? Math.min(width, IMAGE_WIDTHS.xxl))
  const { src: fallback, srcSet } = imageSrcSet(src, {
    displayWidth: display,
    intrinsicWidth: width,
    quality,
  })
  return (
    <img
      {...rest}
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

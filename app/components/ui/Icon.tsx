// The site's line icons (24 × 24, stroke = currentColor, decorative), inlined so no icon request
// is made. The shapes are in ./icons, one module each so a page bundles only those it draws:
// community icons (paths from Lucide, ISC licence), the home page's and the partner page's
// drawings. The partner page draws them with a lighter stroke (strokeWidth).
import type { ReactNode } from 'react'

/** A shape's SVG children; `mirrored` for a shape that points along the reading direction. */
export type IconShape = { readonly paths: ReactNode; readonly mirrored?: true }

/** The partner and data-request pages' lighter line. */
export const lightStroke = 1.8

export function Icon({
  shape,
  className = 'h-6 w-6',
  strokeWidth = 2,
}: {
  shape: IconShape
  className?: string
  strokeWidth?: number
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={shape.mirrored ? `${className} rtl:-scale-x-100` : className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shape.paths}
    </svg>
  )
}

export function Stars({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <span className="flex text-amber-400" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className={className} fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </span>
  )
}

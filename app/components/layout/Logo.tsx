import { useId } from 'react'

// The gradient id comes from useId: the mark appears two or three times on a page, and ids
// must be unique in it.
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  const gradientId = useId()
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill={`url(#${gradientId})`} />
      <path
        d="M11 27V15.5c0-1 1.2-1.5 1.9-.8L27.1 28c.7.7 1.9.2 1.9-.8V13"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="29" cy="10.5" r="2.2" fill="#fff" />
    </svg>
  )
}

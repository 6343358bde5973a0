export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <defs>
        <linearGradient id="nw-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill="url(#nw-logo)" />
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

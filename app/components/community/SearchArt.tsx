// The search page's illustration (Illustrations.tsx has the benefits page's).
import { artSvg as base } from './art-base'

export function SearchArt({ className = '' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <circle cx="160" cy="120" r="96" fill="#f5f3ff" />
      <rect x="84" y="70" width="120" height="90" rx="16" fill="#fff" stroke="#ddd6fe" strokeWidth="2" />
      <rect x="100" y="90" width="70" height="8" rx="4" fill="#c4b5fd" />
      <rect x="100" y="106" width="88" height="8" rx="4" fill="#ede9fe" />
      <rect x="100" y="122" width="54" height="8" rx="4" fill="#fbcfe8" />
      <circle cx="196" cy="150" r="30" fill="none" stroke="#6d28d9" strokeWidth="10" />
      <path d="M218 172l26 26" stroke="#6d28d9" strokeWidth="12" strokeLinecap="round" />
    </svg>
  )
}
